# probe: functions are descriptors: __get__ makes bound methods, method equality, classmethod/staticmethod objects, classmethod over property chain not used
# inputs
v = 3
# body
import types
class C:
    def __init__(self, v):
        self.v = v
    def get(self, add=0):
        return self.v + add
    @staticmethod
    def st(x):
        return x * 2
    @classmethod
    def cm(cls):
        return cls.__name__
c = C(v)
bound = C.get.__get__(c)
r_bound = (bound(), bound(1), bound.__self__ is c, bound.__func__ is C.get)
r_eq = (c.get == c.get, c.get is c.get, C(v).get == c.get)
r_unbound = C.get(c, 10)
r_type = (type(c.get).__name__, type(C.get).__name__, type(C.__dict__["st"]).__name__, type(C.__dict__["cm"]).__name__)
r_static_in_body = C.__dict__["st"](v)
r_cm_func = C.__dict__["cm"].__func__(C)
m = types.MethodType(lambda self, x: self.v * x, c)
r_methodtype = m(4)
c.extra = C.get
try:
    c.extra()
except TypeError as e:
    r_instance_func = type(e).__name__
c.bound_elsewhere = C(10).get
r_bound_elsewhere = c.bound_elsewhere()
def free(self):
    return "free " + str(self.v)
C.free = free
r_attached = c.free()
r_cm_on_instance = c.cm()
r_st_on_instance = c.st(5)
r_get_via_getattr = getattr(c, "get")(2)
class D(C):
    def get(self, add=0):
        return super().get(add) * 100
r_super_bound = D(v).get(1)
r_method_name = (c.get.__name__, c.get.__qualname__, D.get.__qualname__)
