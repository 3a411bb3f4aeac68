# probe: truth testing refusals: __bool__ returning a non-bool (even an int) is TypeError, __len__ returning a negative is ValueError and a non-int TypeError; __bool__ = None makes it unusable
# inputs
k = 1
# body
def test(obj):
    try:
        return "true" if obj else "false"
    except Exception as e:
        return type(e).__name__
class IntBool:
    def __bool__(self):
        return k
class NegLen:
    def __len__(self):
        return -k
class StrLen:
    def __len__(self):
        return "1"
class BigLen:
    def __len__(self):
        return 2 ** 70
class NoneBool:
    __bool__ = None
class BoolSub:
    def __bool__(self):
        return k == 1
r_int_bool = test(IntBool())
r_neg_len = test(NegLen())
r_str_len = test(StrLen())
r_big_len = test(BigLen())
r_none_bool = test(NoneBool())
r_ok = test(BoolSub())
try:
    r_not = not IntBool()
except TypeError as e:
    r_not = type(e).__name__
try:
    while NegLen():
        break
    r_while = "no error"
except ValueError as e:
    r_while = type(e).__name__
