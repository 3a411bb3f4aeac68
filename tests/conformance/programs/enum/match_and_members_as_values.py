# probe: enum members in match (value patterns, or-patterns, class patterns), members as dict keys and in sets, identity after lookup
# inputs
raw = "b"
# body
from enum import Enum
class Mode(Enum):
    A = "a"
    B = "b"
    C = "c"
def classify(m):
    match m:
        case Mode.A:
            return "first"
        case Mode.B | Mode.C:
            return "later"
        case Mode(value="z"):
            return "z"
        case Mode():
            return "other member"
        case "b":
            return "plain b"
        case _:
            return "no"
r_match = [classify(Mode(raw)), classify(Mode.A), classify(raw), classify(Mode.C), classify(None)]
def by_value(m):
    match m:
        case Mode(value=v):
            return v
r_value = by_value(Mode(raw))
table = {Mode.A: 1, Mode.B: 2}
r_table = table[Mode(raw)]
r_set = len({Mode.A, Mode("a"), Mode["A"]})
r_in_values = raw in [m.value for m in Mode]
r_in_class = Mode.B in Mode
try:
    r_str_in = raw in Mode
except TypeError as e:
    r_str_in = type(e).__name__
