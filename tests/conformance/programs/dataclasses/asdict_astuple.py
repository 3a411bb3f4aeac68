# probe: asdict and astuple recurse into nested dataclasses, lists and dicts
# inputs
n = 3
# body
from dataclasses import dataclass, asdict, astuple, field
@dataclass
class Inner:
    a: int
@dataclass
class Outer:
    inner: Inner
    items: list = field(default_factory=list)
    name: str = "o"
o = Outer(Inner(n), [Inner(1), 2])
r_asdict = asdict(o)
r_astuple = astuple(o)
d = asdict(o)
d["inner"]["a"] = 99
r_copy = o.inner.a
