# probe: float floor division and modulo signs (negative zero), pow with negative and fractional exponents, three-argument pow, big int true division
# inputs
x = -7.5
y = 2
z = 0.0
# body
r_mod = (x % y, -x % -y, x % -y, -0.0 % 1, 0.0 % -1, 5 % -0.5, -1e-20 % 1.0)
r_floordiv = (x // y, -x // -y, x // -y, -0.0 // 1, 1 // -0.3, 7 // 0.1)
r_pow = (2 ** -1, (-2) ** -2, (-8) ** (1 / 3), 0 ** 0, 0.0 ** 0, (-1) ** 0.5, 4 ** 0.5, 10 ** -3, (-2.0) ** 3)
r_pow3 = (pow(3, 4, 5), pow(3, -1, 7), pow(-3, 3, 5), pow(2, 100, 1000), pow(5, 0, 1))
r_truediv = (10 ** 20 / 3, (2 ** 53 + 1) / 1, 1 / 3 * 3, 7 / -2, -7 / 2, 2 ** 1000 // 3 ** 600, (10**30) / (10**10))
try:
    z ** -1
    r_zero_neg = "ok"
except ZeroDivisionError as e:
    r_zero_neg = type(e).__name__
try:
    pow(2, -1, 4)
    r_noinv = "ok"
except ValueError as e:
    r_noinv = type(e).__name__
try:
    pow(2.0, 3, 5)
    r_pow3_float = "ok"
except TypeError as e:
    r_pow3_float = type(e).__name__
try:
    x % z
    r_mod_zero = "ok"
except ZeroDivisionError as e:
    r_mod_zero = type(e).__name__
try:
    2 ** 10000 / 1
    r_big_div = "ok"
except OverflowError as e:
    r_big_div = type(e).__name__
try:
    10.0 ** 400
    r_float_overflow = "ok"
except OverflowError as e:
    r_float_overflow = type(e).__name__
r_big_mixed = 2 ** 1100 > 1e308
