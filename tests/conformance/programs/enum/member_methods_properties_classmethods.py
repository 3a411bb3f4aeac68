# probe: enum members with methods, properties, classmethods, staticmethods; a method body sees self.value; members iterated inside a classmethod
# inputs
n = 3
# body
from enum import Enum
class Planet(Enum):
    SMALL = (1, 2)
    BIG = (5, 10)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def density(self):
        return self.mass * 100 // self.radius
    def scaled(self, k):
        return self.mass * k
    @classmethod
    def heaviest(cls):
        return max(cls, key=lambda p: p.mass)
    @staticmethod
    def unit():
        return "kg"
r_density = [p.density for p in Planet]
r_scaled = Planet.BIG.scaled(n)
r_heaviest = Planet.heaviest().name
r_unit = (Planet.unit(), Planet.SMALL.unit())
r_value = Planet.SMALL.value
r_lookup = Planet((5, 10)).name
try:
    Planet.SMALL.mass = 9
    r_set_attr = Planet.SMALL.mass
except AttributeError as e:
    r_set_attr = type(e).__name__
try:
    Planet.SMALL.value = 9
    r_set_value = "ok"
except AttributeError as e:
    r_set_value = type(e).__name__
