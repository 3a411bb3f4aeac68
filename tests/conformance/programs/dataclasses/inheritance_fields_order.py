# probe: dataclass inheritance: overridden defaults keep the base order, kw_only fields go last, field() kw_only, __match_args__
# inputs
v = 9
# body
from dataclasses import dataclass, field, fields, KW_ONLY
@dataclass
class Base:
    x: int
    y: int = 0
@dataclass
class Child(Base):
    z: int = 5
    x: int = 1
r_order = [f.name for f in fields(Child)]
r_child = (Child().x, Child(v).x, Child(v, 2, 3).z)
r_repr = repr(Child(v))
@dataclass
class KwBase:
    a: int
    b: int = field(default=2, kw_only=True)
@dataclass
class KwChild(KwBase):
    c: int = 3
r_kw = repr(KwChild(v, c=4, b=5))
r_kw_pos = repr(KwChild(v, 4))
r_match_args = KwChild.__match_args__
@dataclass(kw_only=True)
class AllKw:
    p: int
    q: int = 1
@dataclass
class AfterKw(AllKw):
    r: int
r_after = repr(AfterKw(v, p=1))
r_after_match = AfterKw.__match_args__
@dataclass
class Sep:
    a: int
    _: KW_ONLY
    b: int
    c: int = 0
r_sep = (repr(Sep(1, b=v)), [f.name for f in fields(Sep)], Sep.__match_args__)
try:
    Sep(1, 2)
except TypeError as e:
    r_sep_err = type(e).__name__
match Child(v, 2, 3):
    case Child(a, b, c):
        r_matched = (a, b, c)
