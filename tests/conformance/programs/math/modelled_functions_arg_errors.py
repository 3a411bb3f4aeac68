# probe: math.floor/ceil/sqrt/log2/isqrt/gcd with extra, missing or keyword arguments (TypeError), and big or tiny float arguments
# inputs
x = 2.5
# body
import math
out = []
for f, args in [(math.floor, (x, 1)), (math.ceil, ()), (math.sqrt, (4, 2)), (math.log2, (x, 2)), (math.isqrt, (4, 1))]:
    try:
        out.append(f(*args))
    except TypeError as e:
        out.append(type(e).__name__)
r_out = out
try:
    r_kw = math.floor(x=x)
except TypeError as e:
    r_kw = type(e).__name__
try:
    r_gcd_kw = math.gcd(4, b=2)
except TypeError as e:
    r_gcd_kw = type(e).__name__
r_floor_big = math.floor(1e30)
r_ceil_neg = math.ceil(-1e-300)
r_sqrt_big = math.sqrt(2 ** 62)
r_log2_big = math.log2(2 ** 62 + 1)
r_floor_nan = None
try:
    math.floor(float("nan"))
except ValueError as e:
    r_floor_nan = type(e).__name__
