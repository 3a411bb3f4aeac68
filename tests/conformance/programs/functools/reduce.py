# probe: functools.reduce with and without an initial value
# inputs
xs = [1, 2, 3, 4]
# body
from functools import reduce
import operator
r_sum = reduce(lambda a, b: a + b, xs)
r_initial = reduce(lambda a, b: a * b, xs, 10)
r_single = reduce(lambda a, b: a + b, [5])
r_empty_initial = reduce(lambda a, b: a + b, [], "init")
r_op = reduce(operator.mul, xs)
r_concat = reduce(lambda acc, v: acc + [v * 2], xs, [])
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    r_empty = type(e).__name__
