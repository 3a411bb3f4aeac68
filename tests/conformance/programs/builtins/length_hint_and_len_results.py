# probe: operator.length_hint uses __len__ then __length_hint__, default; __len__ returning an int subclass/bool; len of huge
# inputs
n = 4
# body
import operator
class LH:
    def __length_hint__(self):
        return n
class L:
    def __len__(self):
        return n + 1
    def __length_hint__(self):
        return 99
class NI:
    def __length_hint__(self):
        return NotImplemented
class Neg:
    def __length_hint__(self):
        return -1
r_lh = operator.length_hint(LH())
r_l = operator.length_hint(L())
r_ni = operator.length_hint(NI(), 7)
r_default = operator.length_hint(object(), 3)
try:
    operator.length_hint(Neg())
except ValueError as e:
    r_neg = type(e).__name__
class MyInt(int):
    pass
class SubLen:
    def __len__(self):
        return MyInt(n)
r_sublen = (len(SubLen()), type(len(SubLen())).__name__)
try:
    len(LH())
except TypeError as e:
    r_lh_len = type(e).__name__
r_iter_hint = operator.length_hint(iter([1, 2, 3]))
