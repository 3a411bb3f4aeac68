# probe: __getattr__ runs only when normal lookup fails (not for instance or class attributes); its AttributeError propagates; getattr default and hasattr use it
# inputs
v = 5
# body
seen = []
class G:
    cls_attr = "c"
    def __init__(self):
        self.inst = v
    def __getattr__(self, name):
        seen.append(name)
        if name.startswith("dyn_"):
            return name[4:] * 2
        raise AttributeError(name)
g = G()
r_inst = g.inst
r_cls = g.cls_attr
r_dyn = g.dyn_ab
r_missing = getattr(g, "nope", "default")
r_has = (hasattr(g, "dyn_x"), hasattr(g, "zzz"))
r_seen = list(seen)
g.dyn_set = "own"
r_own = g.dyn_set
r_seen_after = len(seen)
try:
    G.dyn_class
except AttributeError as e:
    r_class_level = type(e).__name__
