# probe: functools.reduce with operator and math functions over numbers: products, gcd, max, with and without an initial
# inputs
vals = [12, 18, -30, 42]
# body
import functools
import math
import operator
r_prod = functools.reduce(operator.mul, vals)
r_gcd = functools.reduce(math.gcd, vals)
r_gcd_init = functools.reduce(math.gcd, [], 0)
r_max = functools.reduce(lambda x, y: x if x >= y else y, vals)
r_float = functools.reduce(operator.truediv, [1, 2, 4, 8])
r_sub_init = functools.reduce(operator.sub, vals, 0.5)
r_bits = functools.reduce(operator.or_, [1, 4, 16, 64])
r_xor = functools.reduce(operator.xor, [5, 3, 6])
try:
    functools.reduce(operator.add, [])
except TypeError as e:
    r_empty = type(e).__name__
