# probe: math.floor/ceil/trunc of floats past 64 bits, infinities and NaN
# inputs
big = 1e20
inf = float('inf')
nan = float('nan')
# body
import math
r_floor_big = math.floor(big)
r_ceil_big = math.ceil(-big)
r_trunc_big = math.trunc(2.5e19)
r_floor_small = math.floor(-2.5)
r_ceil_small = math.ceil(2.1)
try:
    r_floor_inf = math.floor(inf)
except OverflowError as err:
    r_floor_inf_err = type(err).__name__
try:
    r_ceil_nan = math.ceil(nan)
except ValueError as err:
    r_ceil_nan_err = type(err).__name__
