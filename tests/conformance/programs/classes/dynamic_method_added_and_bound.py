# probe: function added to class after instances exist binds; function stored on instance does not bind; types.MethodType binding
# inputs
v = 5
# body
import types
class C:
    def __init__(self):
        self.v = v
c = C()
def get(self):
    return self.v
C.get = get
r_bound = c.get()
c.inst_fn = get
try:
    c.inst_fn()
except TypeError as e:
    r_unbound = type(e).__name__
r_explicit = c.inst_fn(c)
c.m = types.MethodType(lambda self, k: self.v * k, c)
r_mt = c.m(3)
r_mt_self = c.m.__self__ is c
C.get = lambda self: "replaced"
r_replaced = c.get()
del C.get
r_has = hasattr(c, "get")
r_eq = C.__init__.__get__(c) == C.__init__.__get__(c)
