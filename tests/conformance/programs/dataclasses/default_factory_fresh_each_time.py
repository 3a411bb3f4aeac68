# probe: field(default_factory=...) calls the factory per instance (no sharing); a mutable default raises ValueError; factory counted; explicit argument skips the factory
# inputs
v = 3
# body
from dataclasses import dataclass, field
calls = []
def make():
    calls.append(1)
    return [len(calls)]
@dataclass
class C:
    x: int
    items: list = field(default_factory=make)
    tags: dict = field(default_factory=dict)
a = C(v)
b = C(v)
a.items.append(99)
a.tags["k"] = 1
r_a = (a.items, a.tags)
r_b = (b.items, b.tags)
c = C(v, [0])
r_c = c.items
r_calls = len(calls)
try:
    @dataclass
    class Bad:
        xs: list = []
except ValueError as e:
    r_err = type(e).__name__
try:
    @dataclass
    class Both:
        xs: list = field(default=None, default_factory=list)
except ValueError as e:
    r_err2 = type(e).__name__
r_eq = C(v, [1], {}) == C(v, [1], {})
