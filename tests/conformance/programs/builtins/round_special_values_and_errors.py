# probe: round() of inf/nan with and without ndigits, of non-numbers, and overflow past the largest float
# inputs
inf = float('inf')
nan = float('nan')
# body
r_keep = (round(inf, 2), round(-inf, -3), str(round(nan, 1)), str(round(nan, -2)))
r_errors = []
for f in (lambda: round(inf), lambda: round(-inf), lambda: round(nan), lambda: round(1.7976931348623157e308, -308)):
    try:
        f()
        r_errors.append('no error')
    except (OverflowError, ValueError) as e:
        r_errors.append(type(e).__name__)
r_max_ok = round(1.7976931348623157e308, -300)
r_max_zero = round(1.7976931348623157e308, 0) == 1.7976931348623157e308
try:
    round('1.5')
except TypeError as e:
    r_str = type(e).__name__
try:
    round(None, 2)
except TypeError as e:
    r_none = type(e).__name__
