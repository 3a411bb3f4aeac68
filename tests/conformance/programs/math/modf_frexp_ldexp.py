# probe: math.modf, frexp, ldexp on negatives, zeros, ints, inf; ldexp overflow (OverflowError)
# inputs
x = -3.75
# body
import math
r_modf = (math.modf(x), math.modf(2), math.modf(-0.0), math.modf(math.inf))
r_frexp = (math.frexp(x), math.frexp(0.0), math.frexp(1), math.frexp(8))
r_ldexp = (math.ldexp(0.5, 4), math.ldexp(1, -1), math.ldexp(-0.75, 2))
try:
    math.ldexp(1.0, 10000)
except OverflowError as e:
    r_over = type(e).__name__
r_under = math.ldexp(1.0, -10000)
try:
    math.ldexp(1.0, 2.0)
except TypeError as e:
    r_float_exp = type(e).__name__
