# probe: __int__/__float__/__complex__/__round__/__trunc__/__floor__/__ceil__/__abs__ and their wrong-type results; divmod and pow dunders
# inputs
x = 7
# body
import math
class Num:
    def __init__(self, v):
        self.v = v
    def __int__(self):
        return self.v
    def __float__(self):
        return self.v + 0.5
    def __round__(self, nd=None):
        return ("round", nd)
    def __trunc__(self):
        return "trunc"
    def __floor__(self):
        return "floor"
    def __ceil__(self):
        return "ceil"
    def __abs__(self):
        return "abs"
    def __divmod__(self, o):
        return ("divmod", o)
    def __rdivmod__(self, o):
        return ("rdivmod", o)
    def __pow__(self, o, mod=None):
        return ("pow", o, mod)
    def __rpow__(self, o):
        return ("rpow", o)
n = Num(x)
r_int = int(n)
r_float = float(n)
r_round = (round(n), round(n, 2))
r_math = (math.trunc(n), math.floor(n), math.ceil(n), abs(n))
r_divmod = (divmod(n, 2), divmod(2, n))
r_pow = (n ** 2, pow(n, 2, 5), 2 ** n)
class BadInt:
    def __int__(self):
        return "x"
try:
    int(BadInt())
except TypeError as e:
    r_bad_int = str(e)
class BadFloat:
    def __float__(self):
        return 1
try:
    float(BadFloat())
except TypeError as e:
    r_bad_float = str(e)
class IndexOnly:
    def __index__(self):
        return x
r_float_from_index = float(IndexOnly())
r_int_from_index = int(IndexOnly())
r_floor_from_float = math.floor(Num(2)) if False else math.floor(2.5)
class FloatOnly:
    def __float__(self):
        return 2.5
r_floor_float_only = math.floor(FloatOnly())
try:
    int(FloatOnly())
except TypeError as e:
    r_int_float_only = str(e)
r_complex = complex(FloatOnly()).real
