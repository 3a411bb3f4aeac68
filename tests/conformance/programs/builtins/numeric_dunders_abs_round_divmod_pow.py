# probe: abs/round/divmod/pow(3 args) dispatch to __abs__, __round__ (with/without ndigits), __divmod__/__rdivmod__, __pow__ with modulo
# inputs
v = 7
# body
import math
class N:
    def __init__(self, x):
        self.x = x
    def __abs__(self):
        return ("abs", self.x)
    def __round__(self, nd=None):
        return ("round", nd)
    def __divmod__(self, o):
        return ("divmod", self.x, o)
    def __rdivmod__(self, o):
        return ("rdivmod", o, self.x)
    def __pow__(self, e, m=None):
        return ("pow", e, m)
    def __rpow__(self, b):
        return ("rpow", b)
    def __trunc__(self):
        return 11
    def __floor__(self):
        return 12
    def __ceil__(self):
        return 13
n = N(v)
r_abs = abs(n)
r_round = (round(n), round(n, 2), round(n, None))
r_divmod = (divmod(n, 2), divmod(3, n))
r_pow = (pow(n, 2), pow(n, 2, 5), n ** 3, 2 ** n)
r_math = (math.trunc(n), math.floor(n), math.ceil(n))
class Plain:
    pass
try:
    abs(Plain())
except TypeError as e:
    r_abs_err = type(e).__name__
try:
    round(Plain())
except TypeError as e:
    r_round_err = type(e).__name__
try:
    pow(2, n, 5)
except TypeError as e:
    r_rpow3 = type(e).__name__
r_builtin = (divmod(-v, 2), round(2.5), round(v + 0.5), pow(v, -1, 11))
