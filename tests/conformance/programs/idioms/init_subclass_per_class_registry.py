# probe: __init_subclass__ giving each subclass its own list versus a shared class-level list, appended by name from an input
# inputs
tag = "gpu"
# body
class Base:
    shared = []
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls.own = []
        Base.shared.append(cls.__name__)
        for b in cls.__mro__[1:]:
            if "own" in b.__dict__:
                b.own.append(cls.__name__ + "@" + tag)
class A(Base):
    pass
class B(A):
    pass
class C(B):
    pass
r_shared = Base.shared
r_a = A.own
r_b = B.own
r_c = C.own
r_base_has_own = "own" in Base.__dict__
r_same = A.shared is Base.shared
try:
    class D(Base, flavor=tag):
        pass
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
r_shared_after = list(Base.shared)
