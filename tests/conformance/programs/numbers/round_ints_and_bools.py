# probe: round() on ints and bools with ndigits: ties to even at negative ndigits, return types
# inputs
vals = [15, 25, 35, -15, -25, 5, -5, 149, 150, 250, 10 ** 15 + 5, -(10 ** 15) - 5]
# body
r_tens = [round(v, -1) for v in vals]
r_hund = [round(v, -2) for v in vals]
r_pos = [round(v, 3) for v in vals[:4]]
r_none = [round(v, None) for v in vals[:3]]
r_types = [type(round(x)).__name__ for x in (True, 2, 2.5)] + [type(round(True, 1)).__name__, type(round(2.5, 0)).__name__, type(round(7, -1)).__name__]
r_bool = (round(True), round(False, -1), round(True, -1), repr(round(True, 2)))
r_huge_nd = (round(123, 400), round(123, -400), round(1.25, 400), round(1.25, -400), round(-1.25, -400))
r_neg_zero = (str(round(-0.4)), str(round(-0.4, 0)), str(round(-4.0, -1)), str(round(-0.0, 2)))
try:
    round(float("inf"))
except OverflowError as e:
    r_inf = str(e)
try:
    round(float("nan"))
except ValueError as e:
    r_nan = str(e)
r_inf_nd = (round(float("inf"), 2), str(round(float("nan"), 1)))
try:
    round(2.5, 1.0)
except TypeError as e:
    r_float_nd = type(e).__name__
