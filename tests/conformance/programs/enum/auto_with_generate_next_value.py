# probe: auto() values: ints from 1 continuing after explicit values; _generate_next_value_ override (names lowercased); StrEnum-like; mixing explicit and auto
# inputs
start = 10
# body
from enum import Enum, auto
class Color(Enum):
    RED = auto()
    GREEN = start
    BLUE = auto()
    ALPHA = auto()
r_vals = [m.value for m in Color]
class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + str(count)
    ONE = auto()
    TWO = auto()
    THREE = "x"
    FOUR = auto()
r_named = [m.value for m in Named]
class Strs(Enum):
    A = "a"
    B = auto()
r_strs = [m.value for m in Strs]
r_lookup = (Color(start).name, Named("two1").name)
class Tupled(Enum):
    P = (1, 2)
    Q = auto()
r_tupled = [m.value for m in Tupled]
