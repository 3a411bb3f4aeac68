# probe: enum members in value patterns: a plain Enum member never equals its value, an IntEnum member equals an int literal, Flag combinations compare by value, a StrEnum-like (str, Enum) equals its string
# inputs
raw = 2
# body
from enum import Enum, IntEnum, Flag
class Color(Enum):
    RED = 1
    GREEN = 2
class Level(IntEnum):
    LOW = 1
    HIGH = 2
class Perm(Flag):
    R = 4
    W = 2
    X = 1
class Mode(str, Enum):
    FAST = "fast"
def check(v):
    match v:
        case Color.GREEN:
            return "green"
        case Level.HIGH:
            return "high"
        case 1:
            return "one"
        case Mode.FAST:
            return "fast"
        case Perm.R:
            return "read"
        case _:
            return "other"
r_values = [check(x) for x in [Color(raw), raw, Level.LOW, Level(raw), Color.RED, "fast", Mode.FAST, Perm.R, Perm.R | Perm.W, 4]]
def perm(p):
    match p:
        case Perm.R | Perm.W:
            return "single"
        case Perm(value=6):
            return "rw"
        case Perm():
            return ("perm", p.value)
    return "none"
r_perm = [perm(Perm.R), perm(Perm.R | Perm.W), perm(Perm.X), perm(4)]
match Level(raw):
    case int(n):
        r_int_pattern = (n == 2, type(n).__name__)
