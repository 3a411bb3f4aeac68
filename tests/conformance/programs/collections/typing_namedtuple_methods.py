# probe: typing.NamedTuple with a property, a classmethod, _replace/_asdict, match by position, field order
# inputs
m = 128
# body
from typing import NamedTuple
class Tile(NamedTuple):
    m: int
    n: int = 64
    @property
    def area(self):
        return self.m * self.n
    @classmethod
    def square(cls, side):
        return cls(side, side)
t = Tile(m)
r_area = t.area
r_square = tuple(Tile.square(8))
r_replace = tuple(t._replace(n=1))
r_asdict = t._asdict()
r_match_args = Tile.__match_args__
match t:
    case Tile(a, b):
        r_matched = (a, b)
r_isinstance = isinstance(t, tuple)
try:
    t.m = 1
except AttributeError as e:
    r_readonly = type(e).__name__
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    r_order = type(e).__name__
Pair = NamedTuple("Pair", [("left", int), ("right", int)])
r_functional = Pair(1, 2).right
