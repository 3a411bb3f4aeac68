# probe: asdict converts dict keys too: a frozen dataclass key becomes a dict, which is unhashable (TypeError); a tuple key of plain values stays
# inputs
k = 1
# body
from dataclasses import dataclass, asdict, astuple
@dataclass(frozen=True)
class Key:
    a: int
@dataclass
class Holder:
    m: dict
try:
    r_asdict = asdict(Holder({Key(k): "x"}))
except TypeError as e:
    r_asdict = type(e).__name__
r_astuple = astuple(Holder({Key(k): "x"}))
r_plain = asdict(Holder({(k, 2): [Key(3)]}))
