# probe: a decorator factory registers functions with options in a table; lookups by name with defaults, an unknown name's KeyError and its message
# inputs
name = "fast"
level = 2
# body
REGISTRY = {}
def register(key, *, level=0, tags=()):
    def deco(fn):
        if key in REGISTRY:
            raise ValueError(f"duplicate {key!r}")
        REGISTRY[key] = {"fn": fn, "level": level, "tags": tuple(tags)}
        return fn
    return deco
@register("fast", level=1, tags=["a", "b"])
def fast(x):
    return x + 1
@register("slow")
def slow(x):
    return x * 10
r_keys = sorted(REGISTRY)
r_levels = {k: v["level"] for k, v in REGISTRY.items()}
try:
    entry = REGISTRY[name]
    r_call = entry["fn"](level)
    r_ok = entry["level"] >= level
except KeyError as e:
    r_call = None
    r_err = (type(e).__name__, str(e), e.args)
try:
    register("fast")(lambda x: x)
    r_dup = "added"
except ValueError as e:
    r_dup = str(e)
r_after = sorted(REGISTRY)
