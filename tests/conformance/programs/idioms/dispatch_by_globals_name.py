# probe: adapter functions found by a name built from a string: globals()[f"adapt_{name}"], globals().get, sys.modules[__name__] with getattr, a name created through globals()[...] = ..., KeyError/AttributeError for a missing backend
# inputs
names = ["halops", "torch", "cutlass"]
mode = "fp8"
# body
import sys
def adapt_halops(m):
    return "h:" + m
def adapt_torch(m):
    if m == "fp4":
        raise NotImplementedError(m)
    return "t:" + m
r_globals = [globals()[f"adapt_{n}"](mode) if f"adapt_{n}" in globals() else None for n in names]
r_get = [globals().get(f"adapt_{n}", lambda m: "default")(mode) for n in names]
this = sys.modules[__name__]
r_module_attr = [getattr(this, f"adapt_{n}", None) is not None for n in names]
try:
    getattr(this, "adapt_cutlass")
    r_missing = "ok"
except AttributeError as e:
    r_missing = type(e).__name__
globals()["adapt_cutlass"] = lambda m: "c:" + m
r_created = adapt_cutlass(mode)
r_now = getattr(this, "adapt_cutlass")(mode)
r_module_name = __name__
for n in ("deepgemm",):
    globals()[f"adapt_{n}"] = adapt_halops
r_alias = adapt_deepgemm is adapt_halops
