# probe: __init_subclass__ with keywords: unknown keywords refused by object, defaults, chain through bases, implicit classmethod
# inputs
level = 2
# body
seen = []
class Base:
    def __init_subclass__(cls, /, level=0, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.level = level
        seen.append((cls.__name__, level))
class A(Base, level=level):
    pass
class B(A):
    pass
r_levels = (A.level, B.level)
try:
    class C(Base, unknown=1):
        pass
except TypeError as e:
    r_unknown = str(e)
class Mixin:
    def __init_subclass__(cls, tag="none", **kwargs):
        super().__init_subclass__(**kwargs)
        cls.tag = tag
class D(Mixin, Base, tag="t", level=level + 1):
    pass
r_d = (D.tag, D.level)
r_seen = seen
try:
    class E(level=1):
        pass
except TypeError as e:
    r_plain_kw = str(e)
class NoSuper:
    def __init_subclass__(cls, **kw):
        cls.kw = kw
class F(NoSuper, x=1, y=2):
    pass
r_f = F.kw
r_is_classmethod = type(Base.__dict__["__init_subclass__"]).__name__
