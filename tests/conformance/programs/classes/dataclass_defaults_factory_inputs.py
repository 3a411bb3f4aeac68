# probe: dataclasses with defaults and field(default_factory) filled from inputs; factories give each instance its own list; eq, replace and asdict over input-dependent fields
# inputs
size = 3
tag = "t"
extra = [1]
# body
import dataclasses
from dataclasses import dataclass, field
@dataclass
class Cfg:
    size: int
    tag: str = "default"
    items: list = field(default_factory=list)
    n: int = field(default=0, compare=False)
a = Cfg(size)
b = Cfg(size, tag)
a.items.extend(extra)
r_a_items = a.items
r_b_items = b.items
r_eq = a == Cfg(size, items=list(extra), n=9)
r_tag = b.tag
c = dataclasses.replace(b, size=size + 1)
r_c = dataclasses.astuple(c)
r_asdict = dataclasses.asdict(a)
r_fields = [f.name for f in dataclasses.fields(Cfg)]
r_lt = "TypeError"
try:
    a < b
    r_lt = "ok"
except TypeError as e:
    r_lt = type(e).__name__
