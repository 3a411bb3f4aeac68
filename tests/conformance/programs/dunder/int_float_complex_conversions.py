# probe: __int__, __float__, __complex__, __index__ fallback for int/float/complex; wrong return types raise TypeError
# inputs
v = 3
# body
class I:
    def __int__(self):
        return v
class F:
    def __float__(self):
        return v + 0.5
class X:
    def __index__(self):
        return v
class Cx:
    def __complex__(self):
        return complex(v, 1)
r_int = int(I())
r_float = float(F())
r_float_from_index = float(X())
r_int_from_index = int(X())
_z = complex(Cx())
r_complex = (_z.real, _z.imag)
_z2 = complex(F())
r_complex_from_float = (_z2.real, _z2.imag)
class BadF:
    def __float__(self):
        return 1
try:
    float(BadF())
except TypeError as e:
    r_badf = type(e).__name__
class BadI:
    def __int__(self):
        return "3"
try:
    int(BadI())
except TypeError as e:
    r_badi = type(e).__name__
try:
    float(I())
except TypeError as e:
    r_float_of_int_only = type(e).__name__
class BoolInt:
    def __int__(self):
        return True
import warnings
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    r_boolint = int(BoolInt())
r_boolint_type = type(r_boolint).__name__
