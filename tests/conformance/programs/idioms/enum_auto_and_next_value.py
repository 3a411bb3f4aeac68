# probe: enum.auto with a _generate_next_value_ that lowercases the name, StrEnum-like values, members listed, value lookup
# inputs
key = "decode"
# body
import enum
class Phase(str, enum.Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    PREFILL = enum.auto()
    DECODE = enum.auto()
    MIXED = enum.auto()
class Num(enum.Enum):
    A = enum.auto()
    B = enum.auto()
    C = 10
    D = enum.auto()
r_values = [p.value for p in Phase]
r_lookup = Phase(key).name
r_num = [n.value for n in Num]
r_eq = Phase.DECODE == "decode"
r_idx = list(Phase).index(Phase(key))
r_members = list(Phase.__members__)
