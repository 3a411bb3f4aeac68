# probe: members with tuple values unpacked into __init__ as attributes; value stays the tuple; lookup by tuple; a property computed from attributes
# inputs
mass = 5.976e24
# body
from enum import Enum
class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (mass, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def density_rank(self):
        return "heavy" if self.mass > 1e24 else "light"
r_attrs = (Planet.EARTH.mass, Planet.EARTH.radius)
r_value = Planet.MERCURY.value
r_lookup = Planet((mass, 6.37814e6)).name
r_rank = [p.density_rank for p in Planet]
try:
    Planet(mass)
except ValueError as e:
    r_err = type(e).__name__
