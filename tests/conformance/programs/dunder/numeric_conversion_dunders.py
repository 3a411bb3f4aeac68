# probe: int()/float()/complex()/round()/abs()/math.trunc/floor/ceil call their dunders; __int__ returning float raises TypeError; round with ndigits; __float__ returning int raises TypeError
# inputs
v = 7
# body
import math
class Num:
    def __init__(self, x):
        self.x = x
    def __int__(self):
        return int(self.x)
    def __float__(self):
        return float(self.x) + 0.5
    def __round__(self, nd=None):
        return ("round", nd)
    def __abs__(self):
        return ("abs", self.x)
    def __trunc__(self):
        return "trunc"
    def __floor__(self):
        return "floor"
    def __ceil__(self):
        return "ceil"
    def __complex__(self):
        return complex(self.x, 1)
n = Num(v)
r_conv = (int(n), float(n), complex(n))
r_round = (round(n), round(n, 2))
r_abs = abs(n)
r_math = (math.trunc(n), math.floor(n), math.ceil(n))
class BadInt:
    def __int__(self):
        return 1.5
class BadFloat:
    def __float__(self):
        return 1
errs = []
for thunk in (lambda: int(BadInt()), lambda: float(BadFloat()), lambda: int(object()), lambda: float(object())):
    try:
        thunk()
        errs.append("ok")
    except TypeError as e:
        errs.append(type(e).__name__)
r_errs = errs
class OnlyIndex:
    def __index__(self):
        return v
r_index_conv = (int(OnlyIndex()), float(OnlyIndex()))
