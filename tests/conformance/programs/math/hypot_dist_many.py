# probe: math.hypot with zero, one, several arguments and negatives; math.dist with points of equal and unequal length
# inputs
p = (1, 2, 2)
q = (4, 6, 2)
# body
import math
r_hypot = (math.hypot(), math.hypot(-3), math.hypot(3, 4), math.hypot(*p), math.hypot(1, 2, 2, 4))
r_hypot_inf = (math.hypot(math.inf, math.nan), math.isnan(math.hypot(1, math.nan)))
r_dist = math.dist(p, q)
r_dist_2d = math.dist((0, 0), (3, 4))
r_dist_list = math.dist([1], [4])
try:
    math.dist(p, (1, 2))
except ValueError as e:
    r_len = type(e).__name__
try:
    math.dist([1, 2], [3, 4])
    r_lists = "ok"
except TypeError as e:
    r_lists = type(e).__name__
r_hypot_type = type(math.hypot(3, 4)).__name__
