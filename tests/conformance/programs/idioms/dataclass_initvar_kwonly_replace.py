# probe: dataclass InitVar passed to __post_init__, replace() requires InitVar values (ValueError), kw_only fields, inheritance field order with defaults overridden
# inputs
scale = 2
m = 8
# body
from dataclasses import dataclass, field, replace, InitVar, fields, asdict, KW_ONLY
@dataclass
class Cfg:
    m: int
    factor: InitVar[int] = 1
    total: int = field(init=False, default=0)
    def __post_init__(self, factor):
        self.total = self.m * factor
c = Cfg(m, scale)
r_total = c.total
r_fields = [f.name for f in fields(c)]
r_asdict = asdict(c)
try:
    replace(c, m=3)
    r_replace_initvar_default = "ok"
except ValueError as e:
    r_replace_initvar_default = type(e).__name__
r_replace_given = replace(c, m=3, factor=scale).total
@dataclass
class K:
    a: int
    _: KW_ONLY
    b: int = 1
    c: int = 2
try:
    K(1, 2)
    r_kw_pos = "ok"
except TypeError as e:
    r_kw_pos = type(e).__name__
r_kw = asdict(K(m, c=scale))
@dataclass
class Base:
    x: int = 1
    y: int = 2
@dataclass
class Child(Base):
    x: int = 10
    z: int = 3
r_child = (list(asdict(Child())), asdict(Child()))
