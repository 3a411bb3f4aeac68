# probe: a property raising AttributeError makes Python fall back to __getattr__
# inputs
v = 1
# body
class P:
    @property
    def x(self):
        raise AttributeError("inside")
    def __getattr__(self, name):
        return "fallback " + name
r_x = P().x
r_has = hasattr(P(), "x")
