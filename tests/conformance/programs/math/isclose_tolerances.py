# probe: math.isclose with rel_tol and abs_tol, near zero, inf and nan, negative tolerances (ValueError)
# inputs
a = 1.0
b = 1.0 + 1e-10
# body
import math
r_default = math.isclose(a, b)
r_tight = math.isclose(a, b, rel_tol=1e-12)
r_zero = math.isclose(0.0, 1e-12)
r_zero_abs = math.isclose(0.0, 1e-12, abs_tol=1e-9)
r_inf = (math.isclose(math.inf, math.inf), math.isclose(math.inf, -math.inf), math.isclose(math.inf, 1e308, rel_tol=1.0))
r_nan = math.isclose(math.nan, math.nan)
r_ints = math.isclose(10, 11, rel_tol=0.1)
r_ints2 = math.isclose(10, 11, rel_tol=0.09)
try:
    math.isclose(a, b, rel_tol=-1)
except ValueError as e:
    r_err = type(e).__name__
try:
    math.isclose(a, b, 1e-3)
except TypeError as e:
    r_pos = type(e).__name__
