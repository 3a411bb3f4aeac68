# probe: round with ndigits on ints (int result), floats (float), negative ndigits, None, bools; half-even on .5 floats
# inputs
x = 2.675
n = 1234
# body
r_float = (round(x, 2), round(0.5), round(1.5), round(-0.5), round(2.5))
r_int = (round(n, -2), round(n, 1), round(1250, -2), round(1350, -2), round(-1250, -2))
r_types = (type(round(n, 1)).__name__, type(round(2.0)).__name__, type(round(2.0, 0)).__name__, type(round(2.0, None)).__name__)
r_bool = (round(True), type(round(True)).__name__, round(True, 2), type(round(True, 2)).__name__)
try:
    round(x, 1.0)
except TypeError as e:
    r_err = type(e).__name__
try:
    round(float("inf"))
except OverflowError as e:
    r_inf = type(e).__name__
r_inf_nd = round(float("inf"), 2)
