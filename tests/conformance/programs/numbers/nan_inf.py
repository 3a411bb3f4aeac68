# probe: NaN and infinity in comparisons, containers, min/max and sorting
# inputs
x = 1.0
# body
nan = float("nan")
inf = float("inf")
r_nan_cmp = (nan == nan, nan != nan, nan < x, nan > x)
r_in_list = nan in [nan]
r_max_inf = max(x, inf)
r_min_neg = min(-inf, x)
r_isnan = nan != nan
r_inf_int = inf > 10 ** 300
r_sum = x + inf
import math
r_math = (math.isnan(nan), math.isinf(-inf), math.isfinite(x))
