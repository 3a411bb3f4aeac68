# probe: round() with half-even ties, ndigits positive/negative/zero on ints and floats, result types, errors
# inputs
halves = [0.5, 1.5, 2.5, -0.5, -1.5, 0.125, 0.375, 2.675, 1.005, 12345.5, 1e16 + 1.0, -2.5]
ints = [5, 15, 25, 35, -25, 1250, 1350, 999, 10 ** 20 + 5 * 10 ** 18]
# body
r_round0 = [round(h) for h in halves]
r_round0_types = {type(round(h)).__name__ for h in halves}
r_round_nd0 = [round(h, 0) for h in halves]
r_round_nd2 = [round(h, 2) for h in halves]
r_round_nd_neg = [round(h, -1) for h in halves]
r_round_ints_neg1 = [round(i, -1) for i in ints]
r_round_ints_neg2 = [round(i, -2) for i in ints]
r_round_ints_pos = [round(i, 3) for i in ints]
r_round_none = round(2.5, None)
r_round_big_nd = round(1.23456, 400)
r_round_small_nd = round(123.456, -400)
r_round_int_big_neg = round(12345, -10)
r_round_neg_zero = str(round(-0.4))
r_round_neg_zero_f = str(round(-0.4, 0))
r_round_bool = round(True, -1)
try:
    round(float("inf"))
except OverflowError as e:
    r_inf = type(e).__name__
    r_inf_msg = str(e)
try:
    round(float("nan"))
except ValueError as e:
    r_nan = type(e).__name__
r_inf_nd = round(float("inf"), 2)
try:
    round(2.5, 1.0)
except TypeError as e:
    r_float_nd = type(e).__name__
try:
    round("1.5")
except TypeError as e:
    r_str = type(e).__name__
    r_str_msg = str(e)
