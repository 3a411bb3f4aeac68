# probe: math.prod with start as keyword, empty iterables, floats, bools, strings times int, and start positional (TypeError)
# inputs
xs = [2, 3, 4]
# body
import math
r_plain = math.prod(xs)
r_start = math.prod(xs, start=10)
r_empty = math.prod([])
r_empty_start = math.prod([], start=5)
r_float = math.prod([0.5, 4])
r_bools = math.prod([True, True, 3])
r_str = math.prod([3], start="ab")
r_gen = math.prod(x for x in range(1, 6))
try:
    math.prod(xs, 10)
except TypeError as e:
    r_positional = type(e).__name__
try:
    math.prod(["a", "b"])
except TypeError as e:
    r_strs = type(e).__name__
r_type_bool = type(math.prod([True, True])).__name__
