# probe: dataclasses.replace and fields(); is_dataclass
# inputs
v = 10
# body
from dataclasses import dataclass, replace, fields, is_dataclass, field
@dataclass
class Cfg:
    batch: int
    dtype: str = "bf16"
    hidden: int = field(default=0, repr=False)
c = Cfg(1)
c2 = replace(c, batch=v)
r_c2 = (c2.batch, c2.dtype)
r_unchanged = c.batch
r_fields = [f.name for f in fields(Cfg)]
r_defaults = [f.default for f in fields(Cfg)[1:]]
r_is = (is_dataclass(c), is_dataclass(Cfg), is_dataclass(v))
r_repr = repr(c)
try:
    replace(c, nope=1)
except TypeError as e:
    r_bad = type(e).__name__
