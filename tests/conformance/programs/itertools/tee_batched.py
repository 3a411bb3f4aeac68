# probe: tee makes independent iterators
# inputs
xs = [1, 2, 3]
# body
from itertools import tee
a, b = tee(iter(xs))
r_a_first = next(a)
r_b_all = list(b)
r_a_rest = list(a)
