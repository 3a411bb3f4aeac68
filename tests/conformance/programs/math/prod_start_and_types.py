# probe: math.prod with start, empty iterables, floats, bools, overflow past i64, strings and a positional start
# inputs
shape = [4, 0, 3]
# body
import math
r_zero = math.prod(shape)
r_empty = (math.prod([]), math.prod([], start=5), math.prod((), start=2.5))
r_start = (math.prod([2, 3], start=0.5), math.prod(range(1, 6), start=-1))
r_bools = (math.prod([True, True, 3]), math.prod([True, False]))
r_float = math.prod([0.1, 0.2, 0.3])
r_fact20 = math.prod(range(1, 21))
r_gen = math.prod(d for d in (2, 3, 7))
r_str = math.prod(['ab', 3])
r_type = type(math.prod([2, 3.0])).__name__
try:
    math.prod([2, 3], 4)
except TypeError as e:
    r_positional = type(e).__name__
try:
    math.prod([[1], 'x'])
except TypeError as e:
    r_bad = type(e).__name__
