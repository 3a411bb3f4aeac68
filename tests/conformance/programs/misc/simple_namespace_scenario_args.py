# probe: a types.SimpleNamespace standing for parsed args: vars() is its live dict, getattr with defaults, equality, update through vars
# inputs
iters = 5
dtype = "bf16"
# body
from types import SimpleNamespace
args = SimpleNamespace(iters=iters, dtype=dtype, fast=False)
r_get = (getattr(args, "iters"), getattr(args, "warmup", 2))
vars(args)["warmup"] = 1
r_warm = args.warmup
vars(args).update(fast=True)
r_fast = args.fast
r_keys = sorted(vars(args))
r_eq = SimpleNamespace(a=1) == SimpleNamespace(a=1)
r_ne = SimpleNamespace(a=1) == SimpleNamespace(a=1, b=2)
cfg = {**vars(args), "iters": 100}
r_cfg = sorted(cfg.items())
r_args_iters = args.iters
try:
    args.missing
    r_err = "ok"
except AttributeError as e:
    r_err = type(e).__name__
