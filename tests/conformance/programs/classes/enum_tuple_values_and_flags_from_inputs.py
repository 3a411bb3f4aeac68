# probe: enums with tuple values unpacked by __init__, looked up by an input tuple; Flag members combined from input ints, membership and iteration of a composite
# inputs
dims = (2, 4)
bits = 5
other = 2
# body
import enum
class Shape(enum.Enum):
    SMALL = (2, 4)
    BIG = (8, 16)
    def __init__(self, rows, cols):
        self.rows = rows
        self.cols = cols
    @property
    def size(self):
        return self.rows * self.cols
class Perm(enum.Flag):
    R = 4
    W = 2
    X = 1
s = Shape(dims)
r_name = s.name
r_size = s.size
r_rows = Shape.BIG.rows
p = Perm(bits)
r_has_r = Perm.R in p
r_has_w = Perm.W in p
r_value = p.value
q = p | Perm(other)
r_q = q.value
r_and = (p & Perm.X).value
r_bool = bool(p & Perm(other))
r_members = sorted(m.name for m in Perm if m in q)
try:
    Shape((1, 1))
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
