# probe: a descriptor's __get__ result is not re-bound; staticmethod/classmethod objects in an instance dict are not unwrapped; function __get__ called by hand
# inputs
v = 4
# body
def f(self=None, *a):
    return ("f", type(self).__name__, a)
class Outer:
    def __get__(self, obj, owner):
        return f
class C:
    o = Outer()
c = C()
r_outer = c.o(v)
c.sm = staticmethod(lambda x: ("sm", x))
r_inst_sm = c.sm(v)
c.cm = classmethod(lambda cls: cls)
try:
    c.cm()
except TypeError as e:
    r_inst_cm = type(e).__name__
r_bound = f.__get__(c)(v)
r_unbound = f.__get__(None, C) is f
r_bound_eq = (f.__get__(c) == f.__get__(c), f.__get__(c) is f.__get__(c))
r_method_attrs = (f.__get__(c).__self__ is c, f.__get__(c).__func__ is f)
C.g = f
r_g = c.g(v)
r_g_cls = C.g(v)
