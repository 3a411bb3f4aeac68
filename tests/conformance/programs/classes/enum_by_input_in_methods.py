# probe: enum members found by value from an input inside methods and properties of an enum; a _missing_ hook deciding from the input; members in sets and sorted by value
# inputs
raw = "B"
num = 3
# body
import enum
class Level(enum.Enum):
    LOW = 1
    MID = 2
    HIGH = 3
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str) and value in ("A", "B", "C"):
            return cls(" ABC".index(value))
        return None
    @property
    def double(self):
        return self.value * 2
    def above(self, other):
        return self.value > other.value
lv = Level(raw)
r_lv = lv.name
r_double = lv.double
r_num = Level(num).name
r_above = Level(num).above(lv)
s = {Level.LOW, lv, Level(num)}
r_s = sorted(m.value for m in s)
try:
    Level("Z")
    r_z = "ok"
except ValueError as e:
    r_z = type(e).__name__
r_mapped = [Level(v).name for v in (num, 1)]
