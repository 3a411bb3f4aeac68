# probe: default arguments of runners are evaluated once at def time: a default config dict shared and mutated across calls, a default read from a global later rebound, __defaults__ replaced
# inputs
iters = 5
# body
DEFAULT_ITERS = iters
def run(n=DEFAULT_ITERS, seen=[]):
    seen.append(n)
    return (n, len(seen))
DEFAULT_ITERS = 100
r1 = run()
r2 = run(3)
r3 = run()
r_seen = run.__defaults__[1]
run.__defaults__ = (7, [])
r4 = run()
def cfg_default(cfg={}):
    cfg.setdefault("calls", 0)
    cfg["calls"] += 1
    return cfg
cfg_default()
r_cfg = cfg_default()
r_fresh = cfg_default({})
def kw_only(*, scale=iters * 2):
    return scale
r_kw = kw_only()
kw_only.__kwdefaults__["scale"] = 1
r_kw_after = kw_only()
