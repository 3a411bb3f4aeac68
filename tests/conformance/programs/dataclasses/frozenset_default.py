# probe: a frozenset default is allowed (hashable), a set default is not
# inputs
n = 1
# body
from dataclasses import dataclass
r_type = type(frozenset()).__name__
@dataclass
class T:
    s: frozenset = frozenset()
r_s = T().s
r_s2 = T(frozenset({n})).s
