# probe: hypot and dist of many arguments are computed carefully (correctly rounded in most cases): values where naive sqrt(sum of squares) differs
# inputs
xs = [0.1, 0.2, 0.3, 0.4, 0.5]
# body
import math
r_many = math.hypot(*xs)
r_naive = math.sqrt(sum(x * x for x in xs))
r_pairs = [math.hypot(a, b) for a, b in [(1.1, 2.2), (3e-310, 4e-310), (1e308, 1e308), (0.7, 2.9), (1, 1)]]
r_three = math.hypot(1.1, 2.2, 3.3)
r_dist = math.dist(xs, [x * 3 for x in xs])
r_dist_naive = math.sqrt(sum((x - 3 * x) ** 2 for x in xs))
r_tiny = math.hypot(5e-324, 5e-324)
r_big_int = math.hypot(10 ** 20, 10 ** 20)
