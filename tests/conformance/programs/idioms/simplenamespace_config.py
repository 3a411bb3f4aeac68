# probe: argparse.Namespace and types.SimpleNamespace configs: getattr with default, vars, equality, setattr, missing attribute
# inputs
dtype = "bf16"
iters = 20
# body
import argparse, types
ns = argparse.Namespace(dtype=dtype, iters=iters, M=None)
r_dtype = ns.dtype
r_M = getattr(ns, "M", 512) or 512
r_vars = sorted(vars(ns).items(), key=lambda kv: kv[0])
r_missing = getattr(ns, "warmup", 3)
try:
    ns.warmup
    r_err = "ok"
except AttributeError as e:
    r_err = type(e).__name__
sn = types.SimpleNamespace(**vars(ns))
sn.warmup = 2
r_sn = sorted(vars(sn))
r_eq = types.SimpleNamespace(a=1) == types.SimpleNamespace(a=1)
r_ns_eq = argparse.Namespace(a=1) == argparse.Namespace(a=1)
r_in = "dtype" in ns
r_repr = repr(types.SimpleNamespace(a=1, b="x"))
r_ns_repr = repr(argparse.Namespace(b=2, a=1))
