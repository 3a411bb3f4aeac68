# probe: InitVar passed to __post_init__, excluded from fields(); replace() with InitVar and init=False fields; ClassVar skipped
# inputs
scale = 2
# body
from dataclasses import dataclass, field, fields, replace, InitVar, asdict
from typing import ClassVar
@dataclass
class Scaled:
    base: int
    factor: InitVar[int] = 1
    total: int = field(init=False)
    kind: ClassVar[str] = "scaled"
    def __post_init__(self, factor):
        self.total = self.base * factor
s = Scaled(5, scale)
r_total = s.total
r_fields = [f.name for f in fields(s)]
r_asdict = asdict(s)
r_has_factor = hasattr(s, "factor")
r_factor_class = Scaled.factor
try:
    replace(s, base=7)
except ValueError as e:
    r_replace_initvar = str(e)
r_replace = replace(s, base=7, factor=3).total
try:
    replace(s, total=1)
except ValueError as e:
    r_replace_init_false = str(e)
try:
    replace(s, nothing=1)
except TypeError as e:
    r_replace_unknown = type(e).__name__
r_kind = (Scaled.kind, "kind" in [f.name for f in fields(Scaled)])
@dataclass
class Counter:
    n: int = 0
    hits: list = field(default_factory=list, repr=False)
c = Counter(scale)
r_repr = repr(c)
c2 = replace(c)
r_shared = c2.hits is c.hits
r_field_info = [(f.name, f.init, f.repr, f.compare) for f in fields(Counter)]
