# probe: __bool__ and __len__ returning the wrong type or range; __bool__ = None
# inputs
n = 2
# body
class IntBool:
    def __bool__(self):
        return n
try:
    bool(IntBool())
except TypeError as e:
    r_int_bool = str(e)
try:
    if IntBool():
        pass
except TypeError as e:
    r_int_bool_if = type(e).__name__
class FloatLen:
    def __len__(self):
        return 1.5
try:
    len(FloatLen())
except TypeError as e:
    r_float_len = str(e)
class BoolLen:
    def __len__(self):
        return True
r_bool_len = len(BoolLen())
r_bool_len_truth = bool(BoolLen())
class HugeLen:
    def __len__(self):
        return 2 ** 70
try:
    len(HugeLen())
except OverflowError as e:
    r_huge = type(e).__name__
try:
    bool(HugeLen())
except OverflowError as e:
    r_huge_bool = type(e).__name__
class NoneBool:
    __bool__ = None
    def __len__(self):
        return 1
try:
    bool(NoneBool())
except TypeError as e:
    r_none_bool = type(e).__name__
class NegLen:
    def __len__(self):
        return -n
try:
    bool(NegLen())
except ValueError as e:
    r_neg_bool = str(e)
r_empty = bool(type("E", (), {})())
