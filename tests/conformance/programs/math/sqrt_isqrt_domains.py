# probe: math.sqrt of negative (ValueError), of -0.0, of big ints, isqrt of negatives (ValueError), floats (TypeError), bools
# inputs
n = 17
# body
import math
r_sqrt = (math.sqrt(16), math.sqrt(2.25), math.sqrt(-0.0), math.sqrt(True))
r_isqrt = (math.isqrt(n), math.isqrt(0), math.isqrt(True), math.isqrt(10 ** 40 + 1))
errs = []
for f, v in [(math.sqrt, -1), (math.sqrt, -1e-300), (math.isqrt, -1), (math.isqrt, 4.0), (math.sqrt, "4"), (math.sqrt, math.inf)]:
    try:
        errs.append(f(v))
    except (ValueError, TypeError) as e:
        errs.append(type(e).__name__)
r_errs = errs
try:
    math.sqrt(10 ** 400)
except OverflowError as e:
    r_big = type(e).__name__
r_sqrt_big_int = math.sqrt(10 ** 300)
