# probe: dataclass defaults are refused when their class is unhashable (3.11 rule): a nested non-frozen dataclass default raises ValueError, a frozen one is allowed, a tuple default is allowed
# inputs
m = 4
# body
from dataclasses import dataclass, field
@dataclass
class Shape:
    m: int = 1
@dataclass(frozen=True)
class FShape:
    m: int = 1
def define(default):
    try:
        @dataclass
        class Cfg:
            s: object = default
        return ("ok", Cfg().s == default)
    except ValueError as e:
        return type(e).__name__
r_nonfrozen = define(Shape(m))
r_frozen = define(FShape(m))
r_tuple = define((m, m))
r_list = define([m])
r_set = define({m})
r_frozenset = define(frozenset({m}))
class EqOnly:
    def __eq__(self, o):
        return True
r_eq_only = define(EqOnly())
@dataclass
class Ok:
    s: Shape = field(default_factory=lambda: Shape(m))
r_factory = Ok().s.m
