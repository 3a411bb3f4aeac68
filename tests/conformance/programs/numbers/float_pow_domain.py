# probe: ** on floats and ints: negative base with fractional exponent gives complex, overflow raises, underflow gives zero
# inputs
b = -8.0
e = 0.5
# body
r_complex = (type(b ** e).__name__, repr(round((b ** e).imag, 6)), type((-8) ** (1 / 3)).__name__, type(pow(-2, 0.5)).__name__)
r_neg_int_exp = (b ** 3, b ** -1, (-2.0) ** 2.0, (-1.0) ** 1e300, (-1.0) ** float("inf"))
r_sqrt = (2.0 ** 0.5, 10 ** 0.5, 1.1 ** 100, 9 ** 0.5, 2 ** 0.5 * 2 ** 0.5)
try:
    10.0 ** 400
except OverflowError as err:
    r_overflow = (type(err).__name__, str(err))
try:
    2 ** 1024.0
except OverflowError as err:
    r_overflow_int_base = type(err).__name__
try:
    (2 ** 1024) ** 0.5
except OverflowError as err:
    r_big_base = str(err)
r_mul_inf = (1e308 * 10, 1e308 + 1e308, -1e308 * 10)
r_underflow = (1e-300 ** 2, 10.0 ** -400, 2.0 ** -1080)
try:
    r_zero_neg = 0.0 ** -0.5
except ZeroDivisionError as err:
    r_zero_neg = str(err)
r_one = (1.0 ** float("nan"), float("nan") ** 0, 1 ** float("inf"))
r_int_pow_types = (type(2 ** 2).__name__, type(2 ** -2).__name__, type(2 ** 2.0).__name__, type(True ** 2).__name__)
