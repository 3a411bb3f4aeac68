# probe: an enum's own __eq__, __hash__, __str__, __repr__ and __lt__ are used before the enum's
# inputs
raw = "FAST"
# body
from enum import Enum
class Mode(str, Enum):
    FAST = "fast"
    SLOW = "slow"
    def __eq__(self, other):
        return str.lower(str(other.value if isinstance(other, Mode) else other)) == self.value
    def __hash__(self):
        return hash(self.value)
class Shown(Enum):
    A = 1
    def __str__(self):
        return f"shown-{self.name.lower()}"
class OnlyRepr(Enum):
    B = 2
    def __repr__(self):
        return "only-repr"
class Ordered(Enum):
    LOW = 1
    HIGH = 2
    def __lt__(self, other):
        return self.value < other.value
r_eq = Mode.FAST == raw
r_ne = Mode.SLOW == raw
r_str = [str(Shown.A), f"{Shown.A}", f"{Shown.A:>10}", "%s" % Shown.A]
r_only_repr = [str(OnlyRepr.B), repr(OnlyRepr.B)]
r_sorted = [o.name for o in sorted([Ordered.HIGH, Ordered.LOW])]
