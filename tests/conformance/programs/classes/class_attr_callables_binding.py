# probe: which class attributes bind to the instance: plain functions and lambdas do; builtin functions, partials, callable instances and staticmethods do not; method descriptors of builtin types do
# inputs
v = 3
# body
import functools
class Twice:
    def __call__(self, *a):
        return ("twice", len(a))
def add(a, b=10):
    return (type(a).__name__, b)
class C:
    f = add
    g = len
    h = functools.partial(add, 1)
    t = Twice()
    lam = lambda self, k=v: k
    up = str.upper
c = C()
r_f = c.f()
r_g = c.g([1, 2, v])
r_h = c.h(v)
r_t = c.t(v)
r_lam = (c.lam(), c.lam(5))
try:
    c.up()
except TypeError as e:
    r_up = type(e).__name__
r_up_cls = C.up("ab")
r_kinds = [type(getattr(c, n)).__name__ for n in ("f", "g", "h", "t", "lam")]
C.late = add
r_late = c.late(v)
