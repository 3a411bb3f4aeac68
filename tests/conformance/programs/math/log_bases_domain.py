# probe: math.log with base, log of 0 and negatives (ValueError), base 1 (ZeroDivisionError), log10, log2, log1p, big ints
# inputs
x = 8
# body
import math
r_log2 = (math.log(x, 2), math.log2(x), math.log10(1000), math.log(100, 10))
r_ln = math.log(math.e)
r_bigint = math.log2(2 ** 1000)
r_bigint10 = math.log10(10 ** 400)
r_log1p = math.log1p(0.0)
errs = []
for args in [(0,), (-1,), (0.0,), (x, 1), (x, 0), (x, -2), (1, 1)]:
    try:
        errs.append(math.log(*args))
    except (ValueError, ZeroDivisionError) as e:
        errs.append(type(e).__name__)
r_errs = errs
try:
    math.log1p(-1)
except ValueError as e:
    r_log1p_err = type(e).__name__
r_log_inf = math.log(math.inf)
