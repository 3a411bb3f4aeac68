# probe: __index__ is used by slicing, range, list repetition, bin/hex, operator.index and sequence indexing; __int__ alone is not enough; __index__ returning non-int raises TypeError
# inputs
v = 2
# body
import operator
class I:
    def __init__(self, n):
        self.n = n
    def __index__(self):
        return self.n
class OnlyInt:
    def __int__(self):
        return 1
class BadIndex:
    def __index__(self):
        return "2"
seq = [10, 20, 30, 40, 50]
r_slice = seq[I(1):I(v + 2)]
r_step = seq[::I(v)]
r_item = seq[I(v)]
r_range = list(range(I(v), I(7), I(2)))
r_rep = [0] * I(v)
r_str_rep = "ab" * I(v)
r_bin = (bin(I(5)), hex(I(255)), oct(I(8)))
r_op = operator.index(I(v))
r_tuple = (1, 2, 3)[I(-1)]
errs = []
for thunk in (lambda: seq[OnlyInt()], lambda: range(OnlyInt()), lambda: seq[BadIndex()], lambda: operator.index(BadIndex()), lambda: seq[I(9)]):
    try:
        thunk()
        errs.append("ok")
    except (TypeError, IndexError) as e:
        errs.append(type(e).__name__)
r_errs = errs
r_int = int(OnlyInt())
