# probe: math.floor/ceil give ints: of ints, bools, negative zero, halves, near-whole floats, and errors
# inputs
x = -0.5
# body
import math
r_floor = [math.floor(v) for v in (x, -0.0, 0.5, -1.5, 2.0, 1e15 + 0.5, -2.9999999999999996, True, False, 7, -7)]
r_ceil = [math.ceil(v) for v in (x, -0.0, 0.5, -1.5, 2.0, 1e15 + 0.5, 2.0000000000000004, True, False, 7, -7)]
r_types = (type(math.floor(2.5)).__name__, type(math.ceil(True)).__name__, type(math.floor(3)).__name__)
r_neg_zero_str = str(math.ceil(x))
r_big = (math.floor(2.0 ** 62), math.ceil(-(2.0 ** 62)), math.floor(9.0e18))
try:
    math.floor('1.5')
except TypeError as e:
    r_str = type(e).__name__
try:
    math.ceil(float('nan'))
except ValueError as e:
    r_nan = type(e).__name__
try:
    math.floor(float('-inf'))
except OverflowError as e:
    r_inf = type(e).__name__
