# probe: asdict recurses into a namedtuple field's items, rebuilding the namedtuple
# inputs
n = 6
# body
from dataclasses import dataclass, asdict
from collections import namedtuple
Pair = namedtuple("Pair", "a b")
@dataclass
class Inner:
    v: int
@dataclass
class Outer:
    nt: object
d = asdict(Outer(Pair(Inner(n), 7)))
r_first = d["nt"][0]
r_type = type(d["nt"]).__name__
