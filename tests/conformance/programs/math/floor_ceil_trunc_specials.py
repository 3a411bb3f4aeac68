# probe: floor/ceil/trunc on negative floats, -0.0, bools, big floats, inf (OverflowError) and nan (ValueError); result type int
# inputs
x = -2.5
# body
import math
r_vals = (math.floor(x), math.ceil(x), math.trunc(x), round(x), int(x))
r_negzero = (math.floor(-0.0), math.ceil(-0.5), math.trunc(-0.9))
r_types = (type(math.floor(2.0)).__name__, type(math.ceil(True)).__name__, type(math.trunc(False)).__name__)
r_bools = (math.floor(True), math.ceil(False))
r_big = math.floor(1e20)
errs = []
for f in (math.floor, math.ceil, math.trunc):
    for v in (math.inf, -math.inf, math.nan):
        try:
            f(v)
            errs.append("ok")
        except (OverflowError, ValueError) as e:
            errs.append(type(e).__name__)
r_errs = errs
try:
    math.floor("1")
except TypeError as e:
    r_str = type(e).__name__
