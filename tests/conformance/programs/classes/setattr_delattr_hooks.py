# probe: __setattr__ and __delattr__ hooks validating, redirecting, refusing; hooks run for properties and in __init__
# inputs
v = 5
# body
log = []
class Guarded:
    def __init__(self):
        self.a = 1
    def __setattr__(self, name, value):
        log.append(("set", name))
        if name.startswith("_"):
            raise AttributeError("private " + name)
        super().__setattr__(name, value * 2 if isinstance(value, int) else value)
    def __delattr__(self, name):
        log.append(("del", name))
        if name == "a":
            raise AttributeError("keep a")
        super().__delattr__(name)
    @property
    def prop(self):
        return self.a
    @prop.setter
    def prop(self, value):
        log.append(("prop", value))
        object.__setattr__(self, "a", value)
g = Guarded()
g.b = v
r_b = g.b
try:
    g._hidden = 1
except AttributeError as e:
    r_private = str(e)
g.prop = v
r_a = g.a
try:
    del g.a
except AttributeError as e:
    r_del_a = str(e)
del g.b
r_has_b = hasattr(g, "b")
setattr(g, "c", 3)
r_c = g.c
r_log = log
try:
    del g.missing
except AttributeError as e:
    r_del_missing = type(e).__name__
class Redirect:
    def __init__(self):
        object.__setattr__(self, "store", {})
    def __setattr__(self, name, value):
        self.store[name] = value
    def __getattr__(self, name):
        try:
            return self.store[name]
        except KeyError:
            raise AttributeError(name) from None
r = Redirect()
r.x = v
r_redirect = (r.x, r.store, "x" in vars(r))
