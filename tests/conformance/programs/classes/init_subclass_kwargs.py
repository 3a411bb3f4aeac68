# probe: __init_subclass__ with class keywords; defaults; unknown keyword reaching object.__init_subclass__ raises TypeError; it runs for grandchildren too
# inputs
tag = "t1"
n = 2
# body
reg = []
class Base:
    def __init_subclass__(cls, /, tag=None, weight=1, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
        cls.weight = weight
        reg.append((cls.__name__, tag, weight))
class A(Base, tag=tag):
    pass
class B(Base, tag="b", weight=n):
    pass
class C(A):
    pass
r_reg = list(reg)
r_tags = (A.tag, B.tag, C.tag, Base.__dict__.get("tag", "none"))
try:
    class D(Base, colour="red"):
        pass
except TypeError as e:
    r_err = type(e).__name__
r_d_bound = "D" in globals()
r_reg_len = len(reg)
