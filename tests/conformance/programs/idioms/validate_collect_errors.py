# probe: a validation function collecting error strings in a list (never raising), called on several configs; the caller raises only if the list is non-empty
# inputs
cfg = {"M": 4096, "N": 100, "K": 96, "mode": "fp4", "backends": ["halops", "bogus"]}
# body
MODES = ("bf16", "fp8")
KNOWN = {"halops", "cutlass", "torch"}
def validate(c):
    errs = []
    for dim in ("M", "N", "K"):
        v = c.get(dim)
        if not isinstance(v, int):
            errs.append(f"{dim} missing")
        elif v % 64:
            errs.append(f"{dim}={v} not multiple of 64")
    if c.get("mode") not in MODES:
        errs.append(f"mode {c.get('mode')!r}")
    errs.extend(f"backend {b}" for b in c.get("backends", []) if b not in KNOWN)
    return errs
r_errs = validate(cfg)
r_errs_empty = validate({"M": 64, "N": 64, "K": 64, "mode": "bf16"})
r_errs_none = validate({})
class ConfigError(ValueError):
    pass
def check(c):
    errs = validate(c)
    if errs:
        raise ConfigError("; ".join(errs))
    return True
try:
    r_check = check(cfg)
except ValueError as e:
    r_check = (type(e).__name__, len(str(e).split("; ")))
r_counts = {k: len(validate(dict(cfg, **{k: 64}))) for k in ("M", "N", "K")}
