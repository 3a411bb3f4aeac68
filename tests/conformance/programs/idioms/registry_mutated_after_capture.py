# probe: a registry of functions filled by a decorator; callers that captured an entry keep the old function after re-registration; a registry reading the table late sees the new one; clear and re-fill
# inputs
name = "fast"
# body
REGISTRY = {}
def register(key):
    def deco(f):
        REGISTRY[key] = f
        return f
    return deco
@register("fast")
def fast_v1():
    return "v1"
@register("slow")
def slow():
    return "slow"
captured = REGISTRY[name]
late = lambda: REGISTRY[name]()
@register("fast")
def fast_v2():
    return "v2"
r_captured = captured()
r_late = late()
r_names = sorted(f.__name__ for f in REGISTRY.values())
r_v1_still = fast_v1()
snapshot = dict(REGISTRY)
REGISTRY.clear()
try:
    late()
except KeyError as e:
    r_late_missing = type(e).__name__
r_snapshot = snapshot[name]()
REGISTRY.update(snapshot)
REGISTRY[name] = REGISTRY.pop("slow")
r_moved = (late(), sorted(REGISTRY))
handlers = []
for key in ["a", "b"]:
    @register(key)
    def h(key=key):
        return key.upper()
    handlers.append(h)
r_handlers = [f() for f in handlers]
r_reg_handlers = REGISTRY["a"](), REGISTRY["b"]()
