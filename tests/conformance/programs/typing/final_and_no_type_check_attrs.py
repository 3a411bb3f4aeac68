# probe: typing.final sets __final__ = True on what it decorates (3.11) without preventing subclassing; no_type_check sets __no_type_check__
# inputs
v = 1
# body
from typing import final, no_type_check
@final
def f():
    return v
@final
class Base:
    pass
class Sub(Base):
    pass
@no_type_check
def g(x: "not a type") -> "neither":
    return x
r_f = (f(), getattr(f, "__final__", "missing"))
r_cls = getattr(Base, "__final__", "missing")
r_sub = (Sub.__name__, getattr(Sub, "__final__", "missing"))
r_g = (g(v), getattr(g, "__no_type_check__", "missing"))
