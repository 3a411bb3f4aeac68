# probe: hasattr() is True when a property raises AttributeError but __getattr__ answers
# inputs
v = 1
# body
class P:
    @property
    def x(self):
        raise AttributeError("inside")
    def __getattr__(self, name):
        return "fallback"
r_has = hasattr(P(), "x")
r_get = getattr(P(), "x", "default")
