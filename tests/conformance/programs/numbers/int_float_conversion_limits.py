# probe: int(float) truncation for huge/negative floats, float(int) overflow, and their error messages
# inputs
vals = [1e20, -1e20, 1.9999999999999998, -0.9999999, 2.5e15 + 0.5, 1e300, 123456789.987]
# body
r_trunc_neg = (int(-2.5), int(-0.5), int(2.99))
try:
    int(float("inf"))
except OverflowError as e:
    r_inf = str(e)
try:
    int(float("-inf"))
except OverflowError as e:
    r_ninf = str(e)
try:
    int(float("nan"))
except ValueError as e:
    r_nan = str(e)
r_ints = [int(v) for v in vals]
r_float = [float(x) for x in (2 ** 53, 2 ** 53 + 1, 2 ** 53 + 3, 10 ** 22, 10 ** 23, -(2 ** 63))]
r_reprs = [repr(float(x)) for x in (2 ** 63, 10 ** 23, 2 ** 100, 3 ** 40)]
r_max = float(2 ** 1023 * (2 - 2 ** -52))
try:
    float(2 ** 1024)
except OverflowError as e:
    r_too_big = str(e)
try:
    2 ** 1024 + 0.5
except OverflowError as e:
    r_add_big = str(e)
r_cmp = (2 ** 1024 > float("inf"), 2 ** 1024 > 1e308, 2 ** 53 + 1 == float(2 ** 53 + 1), 2 ** 53 + 1 > float(2 ** 53))
