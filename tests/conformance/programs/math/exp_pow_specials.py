# probe: math.pow versus ** for negative bases, zero to negative powers (ValueError vs ZeroDivisionError), exp overflow
# inputs
b = -8
# body
import math
r_pow = (math.pow(2, 10), math.pow(b, 2), math.pow(1, math.nan), math.pow(math.nan, 0))
errs = []
for args in [(b, 1 / 3), (0, -1), (0.0, -1.5)]:
    try:
        errs.append(math.pow(*args))
    except (ValueError, ZeroDivisionError) as e:
        errs.append(type(e).__name__)
r_errs = errs
try:
    0 ** -1
except ZeroDivisionError as e:
    r_int_pow = type(e).__name__
r_complex = type(b ** 0.5).__name__
try:
    math.exp(1000)
except OverflowError as e:
    r_exp = type(e).__name__
r_exp_neg = math.exp(-1000)
r_expm1 = math.expm1(0)
r_pow_type = type(math.pow(2, 2)).__name__
try:
    math.pow(10.0, 400)
except OverflowError as e:
    r_pow_over = type(e).__name__
