# probe: backend table of (adapt, run) pairs: adapt converts the config, run computes; one backend's adapt raises and is skipped; unpacking a malformed entry
# inputs
cfg = {"m": 4, "n": 3, "scale": 2}
# body
def adapt_a(c):
    return (c["m"], c["n"])
def run_a(args):
    return args[0] * args[1]
def adapt_b(c):
    return {"x": c["m"] * c["scale"]}
def run_b(args):
    return args["x"] + 1
def adapt_c(c):
    return c["missing"]
BACKENDS = {"a": (adapt_a, run_a), "b": (adapt_b, run_b), "c": (adapt_c, run_a), "d": (adapt_a,)}
r_results = {}
r_skipped = {}
for name, entry in BACKENDS.items():
    try:
        adapt, run = entry
        out = run(adapt(cfg))
    except (KeyError, ValueError) as e:
        r_skipped[name] = type(e).__name__
    else:
        r_results[name] = out
r_order = list(r_results) + list(r_skipped)
r_adapt_only = [BACKENDS[k][0](cfg) for k in ("a", "b")]
