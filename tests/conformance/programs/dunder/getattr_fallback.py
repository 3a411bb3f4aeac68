# probe: __getattr__ runs only for missing attributes; __getattribute__ for all
# inputs
name = "dynamic"
# body
class Lazy:
    real = "real"
    def __getattr__(self, attr):
        if attr.startswith("x"):
            raise AttributeError(attr)
        return "computed " + attr
o = Lazy()
r_real = o.real
r_dynamic = getattr(o, name)
r_hasattr_x = hasattr(o, "xyz")
r_hasattr_ok = hasattr(o, "abc")
class Spy:
    def __init__(self):
        object.__setattr__(self, "seen", [])
    def __getattribute__(self, attr):
        object.__getattribute__(self, "seen").append(attr)
        return object.__getattribute__(self, attr)
s = Spy()
s.seen
r_seen = list(s.seen)
