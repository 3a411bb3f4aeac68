# probe: a dataclass's __match_args__ lists its init fields in order (InitVar included, init=False and keyword-only fields left out); match_args=False gives none; a subclass extends its base's
# inputs
size = 3
# body
from dataclasses import dataclass, field, InitVar, KW_ONLY
@dataclass
class D:
    a: int
    b: InitVar[int]
    c: int = field(default=0, init=False)
    _: KW_ONLY
    d: int = 1
    def __post_init__(self, b):
        self.b = b * 10
@dataclass(match_args=False)
class E:
    a: int
@dataclass
class Base:
    x: int
@dataclass
class Sub(Base):
    y: int = 0
@dataclass(kw_only=True)
class KO:
    k: int
r_d_args = D.__match_args__
r_e_has = hasattr(E, "__match_args__")
r_sub_args = Sub.__match_args__
r_ko_args = KO.__match_args__
match D(size, 4):
    case D(a, b):
        r_d = (a, b)
try:
    match E(size):
        case E(a):
            r_e = a
except TypeError as e:
    r_e = type(e).__name__
match E(size):
    case E(a=a):
        r_e_kw = a
match Sub(1, size):
    case Sub(x, y):
        r_sub = (x, y)
match Sub(1, size):
    case Base(x):
        r_base = x
try:
    match KO(k=size):
        case KO(k):
            r_ko = k
except TypeError as e:
    r_ko = type(e).__name__
try:
    match D(size, 4, d=9):
        case D(a, b, d):
            r_d3 = (a, b, d)
except TypeError as e:
    r_d3 = type(e).__name__
