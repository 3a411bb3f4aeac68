# probe: round and divmod over the values harness reports compute: halves (banker's rounding) and binary near-halves, negative ndigits on ints and floats, negative zero, round returning int or float, divmod of floats and negatives
# inputs
halves = [0.5, 1.5, 2.5, -0.5, -1.5, 3.5]
near = [2.675, 0.125, 0.375, 1.005, 2.345, 0.285, 1.115]
ints = [1250, 1350, -1250, 15, 25, 5, 0]
# body
r_round_halves = [round(x) for x in halves]
r_round_halves_types = [type(round(x)).__name__ for x in halves[:2]]
r_round_halves_0 = [round(x, 0) for x in halves]
r_round_near2 = [round(x, 2) for x in near]
r_round_near_fmt = [f"{x:.2f}" for x in near]
r_round_near_pct = ["%.2f" % x for x in near]
r_round_ints_neg = [round(n, -2) for n in ints]
r_round_ints_neg1 = [round(n, -1) for n in ints]
r_round_ints_pos = [round(n, 2) for n in ints[:3]]
r_round_int_type = [type(round(n, -1)).__name__ for n in ints[:2]]
r_round_float_neg = [round(x, -1) for x in (15.0, 25.0, 14.9, -25.0, 5.0)]
r_round_float_neg_type = type(round(15.0, -1)).__name__
r_round_big_digits = [round(1.23456789, 10), round(1e-10, 5), round(123.456, -5), round(0.1 + 0.2, 15), round(0.1 + 0.2, 16)]
r_round_none = (round(2.5, None), type(round(2.5, None)).__name__)
r_round_negzero = [round(-0.4), round(-0.4, 0), round(-0.04, 1), round(-4, -1)]
r_round_bool = (round(True), round(True, 2), type(round(True)).__name__)
r_divmod_int = [divmod(a, b) for a, b in ((7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (True, 2))]
r_divmod_float = [divmod(a, b) for a, b in ((7.5, 2), (-7.5, 2), (7.5, -2), (7, 0.5), (-0.0, 1), (1, 0.1))]
r_mod_float = [(-7.5) % 2, 7.5 % -2, -0.0 % 1, 0.0 % -1, 1 % 0.1, 5 % 2.5]
r_floordiv_float = [7.5 // 2, -7.5 // 2, 1 // 0.1, -1 // 0.1, 0.0 // -1]
try:
    divmod(7, 0.0)
except ZeroDivisionError as e:
    r_divmod_zero_float = type(e).__name__
try:
    round(float("inf"))
except OverflowError as e:
    r_round_inf = type(e).__name__
try:
    round(float("nan"))
except ValueError as e:
    r_round_nan = type(e).__name__
r_round_inf_digits = (round(float("inf"), 2), round(float("-inf"), -1))
try:
    round(2.5, 1.0)
except TypeError as e:
    r_round_float_digits = type(e).__name__
