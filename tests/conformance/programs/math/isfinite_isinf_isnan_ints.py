# probe: isfinite/isinf/isnan on ints, bools, huge ints (OverflowError on conversion), strings (TypeError)
# inputs
v = 10
# body
import math
r_int = (math.isfinite(v), math.isinf(v), math.isnan(v))
r_bool = (math.isfinite(True), math.isnan(False))
r_float = (math.isfinite(math.inf), math.isinf(-math.inf), math.isnan(float("nan")))
try:
    math.isfinite(10 ** 400)
except OverflowError as e:
    r_huge = type(e).__name__
try:
    math.isnan("nan")
except TypeError as e:
    r_str = type(e).__name__
r_nan_ne = (math.nan != math.nan, math.nan == math.nan)
r_inf_cmp = (math.inf > 10 ** 400, -math.inf < -10 ** 400)
