# probe: math.isclose (rel_tol/abs_tol), copysign, fmod vs %, modf, frexp/ldexp, hypot, dist, fsum vs sum, log with a base
# inputs
x = -7.5
y = 2.0
# body
import math
r_isclose = (math.isclose(1.0, 1.0 + 1e-10), math.isclose(0.0, 1e-10), math.isclose(0.0, 1e-10, abs_tol=1e-9), math.isclose(100, 101, rel_tol=0.01), math.isclose(float('inf'), float('inf')), math.isclose(float('nan'), float('nan')))
r_copysign = (math.copysign(3, -0.0), math.copysign(-2.5, 1), math.copysign(0.0, -1))
r_fmod = (math.fmod(x, y), x % y, math.fmod(7, -2), 7 % -2, math.fmod(-0.0, 1))
r_modf = (math.modf(x), math.modf(3.0), math.modf(-0.0))
r_frexp = (math.frexp(8.0), math.frexp(0.1), math.frexp(0.0), math.ldexp(0.5, 4), math.ldexp(1, -1074))
r_hypot = (math.hypot(3, 4), math.hypot(), math.hypot(-5), math.dist((0, 0), (3, 4)))
r_fsum = (math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum([1e16, 1.0, -1e16]), sum([1e16, 1.0, -1e16]))
r_log = (math.log(8, 2), math.log(100, 10), math.log10(1000), math.log(1), math.exp(0))
try:
    math.isclose(1.0, 2.0, rel_tol=-1)
except ValueError as e:
    r_tol = type(e).__name__
try:
    math.fmod(1.0, 0.0)
except ValueError as e:
    r_fmod_zero = type(e).__name__
