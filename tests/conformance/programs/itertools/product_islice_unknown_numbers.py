# probe: product's repeat and islice's numbers not known: a ValueError may come or not
# inputs
rep = -1
stop = -1
# body
import itertools
try:
    r_p = len(list(itertools.product([1, 2], repeat=rep)))
except ValueError as e:
    r_p = type(e).__name__
try:
    r_i = list(itertools.islice(5, stop))
except (ValueError, TypeError) as e:
    r_i = type(e).__name__
try:
    r_i2 = list(itertools.islice([1, 2, 3], stop))
except (ValueError, TypeError) as e:
    r_i2 = type(e).__name__
r_after = "end"
