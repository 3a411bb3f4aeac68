# probe: OverflowError and its silent cousins: float ** overflow, float infinity to int, while float * and + go to inf
# inputs
big_f = 1e308
# body
r_silent = (big_f * 10, big_f + big_f, -big_f * 10, big_f * big_f)
r_errors = []
for f in (lambda: 2.0 ** 10000, lambda: big_f ** 2, lambda: 10.0 ** 309, lambda: int(float('inf')), lambda: round(float('-inf')), lambda: int(float('nan'))):
    try:
        f()
        r_errors.append('no error')
    except (OverflowError, ValueError) as e:
        r_errors.append(type(e).__name__)
r_hierarchy = (issubclass(OverflowError, ArithmeticError), issubclass(OverflowError, ValueError))
r_max = (1.7976931348623157e308 * 1.0000000000000002, 1.7976931348623157e308 + 1e292)
try:
    float(10 ** 400)
except OverflowError as e:
    r_int_to_float = type(e).__name__
try:
    10 ** 400 / 1
except OverflowError as e:
    r_true_div = type(e).__name__
