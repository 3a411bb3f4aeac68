# probe: replace() on a frozen dataclass builds a new object through __init__, so __post_init__ runs again (object.__setattr__ inside it)
# inputs
v = 3
# body
from dataclasses import dataclass, field, replace
runs = []
@dataclass(frozen=True)
class F:
    a: int
    b: int = 1
    def __post_init__(self):
        runs.append((self.a, self.b))
        object.__setattr__(self, "total", self.a + self.b)
f = F(v)
g = replace(f, b=10)
r_runs = runs
r_totals = (f.total, g.total)
r_eq = (f == replace(f), f is replace(f))
r_hash_eq = hash(f) == hash(replace(f))
