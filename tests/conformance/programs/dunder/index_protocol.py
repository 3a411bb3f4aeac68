# probe: __index__ in slicing, range, bin/hex/oct, sequence indexing and repetition, int(); bad __index__ results
# inputs
k = 2
# body
class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
data = [0, 1, 2, 3, 4, 5]
r_item = data[I(k)]
r_slice = data[I(1):I(k + 2)]
r_step = data[::I(k)]
r_str = "abcdef"[I(k):]
r_range = list(range(I(k), I(6), I(2)))
r_bin = (bin(I(5)), hex(I(255)), oct(I(8)))
r_repeat = "ab" * I(k)
r_int = int(I(7))
r_tuple_item = (10, 20, 30)[I(-1)]
import operator
r_operator = operator.index(I(k))
class Bad:
    def __index__(self):
        return "x"
try:
    data[Bad()]
except TypeError as e:
    r_bad = str(e)
class Flt:
    def __index__(self):
        return 1.0
try:
    range(Flt())
except TypeError as e:
    r_flt = str(e)
class BoolIdx:
    def __index__(self):
        return True
r_bool_idx = data[BoolIdx()]
try:
    data[1.0]
except TypeError as e:
    r_float_idx = str(e)
r_round = round(3.14159, I(k))
try:
    pow(3, I(4), I(5))
except TypeError as e:
    r_pow_mod = str(e)
r_fmt = f"{I(k)!r}"[:3]
