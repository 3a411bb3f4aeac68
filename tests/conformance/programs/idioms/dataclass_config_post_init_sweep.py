# probe: dataclass config with defaults, __post_init__ validation raising ValueError, replace() per sweep point re-runs __post_init__, asdict rows
# inputs
sizes = [128, 0, 256, -1]
dtype = "f16"
# body
from dataclasses import dataclass, field, replace, asdict
@dataclass
class Cfg:
    m: int = 64
    dtype: str = "f32"
    tags: list = field(default_factory=list)
    def __post_init__(self):
        if self.m <= 0:
            raise ValueError("m must be positive")
        self.tags = self.tags + [self.dtype]
base = Cfg(dtype=dtype)
r_base = asdict(base)
r_rows = []
r_skipped = []
for s in sizes:
    try:
        c = replace(base, m=s)
    except ValueError as e:
        r_skipped.append((s, type(e).__name__))
        continue
    r_rows.append(asdict(c))
r_base_tags = base.tags
r_default = asdict(Cfg())
try:
    Cfg(m=0)
    r_direct = "ok"
except ValueError as e:
    r_direct = type(e).__name__
