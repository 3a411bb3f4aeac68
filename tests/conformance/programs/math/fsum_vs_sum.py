# probe: math.fsum against sum on float sequences where rounding differs, with ints, inf, nan, overflow
# inputs
xs = [0.1] * 10
# body
import math
r_sum = sum(xs)
r_fsum = math.fsum(xs)
r_cancel = (sum([1e100, 1.0, -1e100]), math.fsum([1e100, 1.0, -1e100]))
r_ints = math.fsum([1, 2, 3])
r_empty = math.fsum([])
r_inf = math.fsum([math.inf, 1.0])
try:
    r_nan = math.fsum([math.inf, -math.inf])
except ValueError as e:
    r_nan = type(e).__name__
try:
    math.fsum([1e308, 1e308])
except OverflowError as e:
    r_over = type(e).__name__
r_gen = math.fsum(x / 10 for x in range(1, 4))
try:
    math.fsum(["a"])
except TypeError as e:
    r_type = type(e).__name__
r_neg_zero = math.copysign(1.0, math.fsum([-0.0]))
