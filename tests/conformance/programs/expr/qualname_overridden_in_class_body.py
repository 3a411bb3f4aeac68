# probe: a class body that sets its own __qualname__: the class's qualname changes, the methods defined in it keep the compiled one
# inputs
label = "Renamed"
# body
class A:
    __qualname__ = label
    def m(self):
        return 1
    @staticmethod
    def s():
        return 2
r_class_q = A.__qualname__
r_class_name = A.__name__
r_meth_q = A.m.__qualname__
r_static_q = A.s.__qualname__
class B:
    def m(self):
        return 3
B.__qualname__ = "Other"
r_b_meth_q = B.m.__qualname__
r_b_q = B.__qualname__
B.__name__ = "Bee"
r_b_name = (B.__name__, B.m.__name__)
def f():
    pass
f.__qualname__ = "changed.f"
r_f = (f.__name__, f.__qualname__)
try:
    f.__qualname__ = 3
except TypeError as e:
    r_set_err = type(e).__name__
r_f_after = f.__qualname__
class Outer:
    __qualname__ = "Shown"
    class Inner:
        pass
    def meth(self):
        pass
r_inner_q = Outer.Inner.__qualname__
r_outer_meth_q = Outer.meth.__qualname__
