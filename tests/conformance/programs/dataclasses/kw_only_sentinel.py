# probe: KW_ONLY sentinel: fields after it are keyword-only, can have no default after defaults, positional call fails
# inputs
v = 3
# body
from dataclasses import dataclass, KW_ONLY, fields
@dataclass
class C:
    a: int
    b: int = 0
    _: KW_ONLY
    c: int
    d: int = 4
c = C(1, c=v)
r_vals = (c.a, c.b, c.c, c.d)
r_kw = [(f.name, f.kw_only) for f in fields(C)]
try:
    C(1, 2, 3)
    r_pos = "ok"
except TypeError as e:
    r_pos = type(e).__name__
try:
    C(1)
    r_missing = "ok"
except TypeError as e:
    r_missing = type(e).__name__
r_repr = repr(C(a=v, c=0, b=1))
@dataclass(kw_only=True)
class K:
    x: int = 1
    y: int
r_k = (K(y=v).x, K(y=v).y)
