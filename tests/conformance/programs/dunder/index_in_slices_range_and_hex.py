# probe: __index__ used by slicing, range, hex/bin, list repetition, operator.index; __int__ alone not accepted
# inputs
i = 2
# body
import operator
class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
class OnlyInt:
    def __int__(self):
        return 3
data = [0, 1, 2, 3, 4, 5]
r_slice = data[Idx(1):Idx(i + 2)]
r_step = data[::Idx(i)]
r_range = list(range(Idx(i), Idx(6), Idx(2)))
r_hex = (hex(Idx(255)), bin(Idx(i)), oct(Idx(8)))
r_rep = [0] * Idx(i)
r_op = operator.index(Idx(i))
r_item = data[Idx(i)]
try:
    data[OnlyInt()]
except TypeError as e:
    r_onlyint = type(e).__name__
try:
    range(OnlyInt())
except TypeError as e:
    r_range_int = type(e).__name__
r_int_of_idx = int(Idx(i))
class BadIdx:
    def __index__(self):
        return "x"
try:
    data[BadIdx()]
except TypeError as e:
    r_bad = type(e).__name__
r_str_rep = "ab" * Idx(i)
