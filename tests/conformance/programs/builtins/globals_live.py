# probe: globals() is the module's namespace, live: names bound after it was taken, rebound, written through it; its dunders, length and order
# inputs
a = 1
# body
g = globals()
x = 1
r_late = g["x"]
x = 2
r_rebound = g["x"]
r_in = ("x" in g, "nope" in g, "__name__" in g, "__builtins__" in g)
r_get = (g.get("nope", 5), g.get("x"), g.get("nope"))
g["made"] = 10
r_made = made  # noqa: F821
def adapt_a():
    return "a"
def pick(name):
    return globals().get("adapt_" + name, lambda: "default")()
r_pick = (pick("a"), pick("b"))
r_type = (type(g).__name__, isinstance(g, dict), bool(g))
r_same = globals() is g
g.setdefault("sd", 3)
r_sd = sd  # noqa: F821
r_names = [k for k in g if not k.startswith("_")]
r_len = len(g)
r_list = list(g)
try:
    g["missing"]
except KeyError as e:
    r_keyerror = str(e)
