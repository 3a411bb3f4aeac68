# probe: itertools.product of several iterables and with repeat
# inputs
a = [1, 2]
b = "xy"
# body
from itertools import product
r_two = list(product(a, b))
r_repeat = list(product([0, 1], repeat=2))
r_three = len(list(product(a, b, (True, False))))
r_empty = list(product(a, []))
r_none = list(product())
r_sweep = [dict(zip(("m", "n"), p)) for p in product([16, 32], [128])]
