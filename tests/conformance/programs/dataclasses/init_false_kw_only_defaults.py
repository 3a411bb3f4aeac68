# probe: field ordering rules: non-default after default raises TypeError; kw_only fields may follow; init=False without default leaves the attribute unset; repr/eq flags
# inputs
v = 1
# body
from dataclasses import dataclass, field, KW_ONLY
try:
    @dataclass
    class Bad:
        a: int = 0
        b: int
except TypeError as e:
    r_order_err = type(e).__name__
@dataclass
class K:
    a: int = 0
    _: KW_ONLY
    b: int
    c: int = 2
k = K(v, b=3)
r_k = (k.a, k.b, k.c)
try:
    K(v, 3)
except TypeError as e:
    r_pos = type(e).__name__
@dataclass
class U:
    a: int
    late: int = field(init=False)
u = U(v)
r_has_late = hasattr(u, "late")
try:
    repr(u)
except AttributeError as e:
    r_repr_err = type(e).__name__
u.late = 7
r_repr = repr(u)
@dataclass(repr=False, eq=False)
class NoRE:
    a: int
r_nore = (NoRE(v) == NoRE(v), repr(NoRE(v)).startswith("<"))
r_class_default = K.c
try:
    K.b
except AttributeError as e:
    r_no_default = type(e).__name__
