# probe: `is None` and `is not None` on objects whose class defines __eq__ (a namedtuple, a
# NamedTuple, a class equal to everything, a dataclass): identity asks no __eq__, `== None` does
# inputs
peak = 9000.0
# body
import collections
import dataclasses
import typing
class Spec(typing.NamedTuple):
    name: str
    fp4: typing.Optional[float]
Pair = collections.namedtuple("Pair", "a b")
class Always:
    def __eq__(self, other):
        return True
    __hash__ = None
@dataclasses.dataclass
class Point:
    x: int
specs = {"B200": Spec("B200", peak), "H100": Spec("H100", None)}
spec = specs.get("H100")
r_spec = (spec is None, spec is not None, spec.fp4 is None, specs.get("X") is None)
r_pair = (Pair(1, 2) is None, Pair(1, 2) == None)
r_always = (Always() is None, Always() == None, Always() is not None)
r_point = (Point(1) is None, Point(1) == None)
r_found = [n for n, s in specs.items() if s.fp4 is not None]
