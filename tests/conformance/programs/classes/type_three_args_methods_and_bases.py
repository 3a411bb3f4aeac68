# probe: type(name, bases, dict) with methods, inheritance, __init_subclass__ run, __qualname__ and __module__
# inputs
n = 3
# body
class Base:
    made = []
    def __init_subclass__(cls, **kw):
        Base.made.append(cls.__name__)
    def hello(self):
        return "base"
def init(self, v):
    self.v = v
T = type("T", (Base,), {"__init__": init, "double": lambda self: self.v * 2, "k": n})
t = T(n)
r_double = t.double()
r_hello = t.hello()
r_k = T.k
r_name = (T.__name__, T.__qualname__)
r_made = list(Base.made)
r_mro = [c.__name__ for c in T.__mro__]
r_isinst = isinstance(t, Base)
U = type("U", (), {})
r_u_bases = U.__bases__
try:
    type("X", (1,), {})
except TypeError as e:
    r_badbase = type(e).__name__
try:
    type("Y", (), [])
except TypeError as e:
    r_baddict = type(e).__name__
r_type1 = type(t).__name__
try:
    type("Z", ())
except TypeError as e:
    r_twoargs = type(e).__name__
