# probe: int() of floats (truncation, inf OverflowError, nan ValueError), float() of huge ints (OverflowError), is_integer, as_integer_ratio
# inputs
f = -3.99
# body
r_int = (int(f), int(-0.5), int(1e20), int(True))
errs = []
for v in (float("inf"), float("nan")):
    try:
        int(v)
    except (OverflowError, ValueError) as e:
        errs.append(type(e).__name__)
r_errs = errs
try:
    float(10 ** 400)
except OverflowError as e:
    r_float_big = type(e).__name__
r_ratio = (f.as_integer_ratio()[1] > 0, (0.5).as_integer_ratio(), (-2.0).as_integer_ratio(), (3).as_integer_ratio())
r_is_int = ((2.0).is_integer(), f.is_integer(), (5).is_integer() if hasattr(int, "is_integer") else "n/a")
r_cmp = (10 ** 20 == 1e20, 2 ** 53 + 1 == float(2 ** 53 + 1), 2 ** 53 + 1 > float(2 ** 53))
