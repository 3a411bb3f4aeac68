# probe: copysign with zeros and nan; fmod versus % signs; remainder round-half-even; fmod by zero (ValueError)
# inputs
a = -7.0
b = 3.0
# body
import math
r_copysign = (math.copysign(3, -0.0), math.copysign(-3, 0.0), math.copysign(1, -1e-300), math.copysign(2.0, -2))
r_fmod = (math.fmod(a, b), a % b, math.fmod(7, -3), 7 % -3, math.fmod(-7, -3))
r_remainder = (math.remainder(5, 2), math.remainder(7, 2), math.remainder(-5, 2), math.remainder(a, b))
r_fmod_type = type(math.fmod(7, 3)).__name__
try:
    math.fmod(1, 0)
except ValueError as e:
    r_fmod_zero = type(e).__name__
try:
    math.remainder(1, 0)
except ValueError as e:
    r_rem_zero = type(e).__name__
try:
    1.0 % 0
except ZeroDivisionError as e:
    r_mod_zero = type(e).__name__
r_fmod_inf = (math.fmod(5.0, math.inf), 5.0 % math.inf, -5.0 % math.inf)
