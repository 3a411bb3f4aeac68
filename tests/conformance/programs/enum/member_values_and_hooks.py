# probe: enum _generate_next_value_, auto mixed with explicit values, tuple values unpacked into __init__, __new__ setting _value_, _ignore_, nonmember/member
# inputs
start = 10
# body
from enum import Enum, auto, nonmember, member
class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + str(count)
    A = auto()
    B = auto()
r_named = [m.value for m in Named]
class Mixed(Enum):
    X = start
    Y = auto()
    Z = "s"
    W = auto()
r_mixed = [(m.name, m.value) for m in Mixed]
class Planet(Enum):
    EARTH = (1, 2.0)
    MARS = (3, 4.0)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
r_planet = (Planet.MARS.mass, Planet.EARTH.value, Planet((3, 4.0)).name)
class Coded(Enum):
    def __new__(cls, code, label):
        obj = object.__new__(cls)
        obj._value_ = code
        obj.label = label
        return obj
    OK = (200, "fine")
    NF = (404, "missing")
r_coded = (Coded(404).name, Coded.OK.value, Coded.NF.label)
class Ign(Enum):
    _ignore_ = ["tmp"]
    tmp = 5
    A = 1
r_ign = (list(Ign.__members__), hasattr(Ign, "tmp"))
class NM(Enum):
    A = 1
    limit = nonmember(start)
    @member
    def fn(x):
        return x
r_nm = (list(NM.__members__), NM.limit, NM.fn.name)
class WithDescr(Enum):
    A = 1
    B = 2
    @property
    def label(self):
        return self.name.title() + str(self.value)
    def twice(self):
        return self.value * 2
    @classmethod
    def first(cls):
        return next(iter(cls))
r_descr = (WithDescr.B.label, WithDescr.A.twice(), WithDescr.first().name)
