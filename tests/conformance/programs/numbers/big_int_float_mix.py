# probe: big ints mixed with floats: exact comparisons, true division beyond float range, conversions and overflow
# inputs
e = 53
big = 10 ** 400
# body
p = 2 ** e
r_cmp = (p + 1 == float(p + 1), p + 1 > float(p), float(p) == p, p + 1 < p + 2.0, (p + 1) - float(p + 1))
r_cmp_big = (big > 1e308, big < float("inf"), -big < -1e308, big == float("inf"))
r_div_ratio = big / 10 ** 399
r_div_small = 1 / big
r_div_pow2 = 2 ** 1024 / 2 ** 1000
try:
    big / 3
except OverflowError as err:
    r_div_over = type(err).__name__
    r_div_over_msg = str(err)
try:
    big * 1.0
except OverflowError as err:
    r_mul_over = type(err).__name__
    r_mul_over_msg = str(err)
try:
    big ** -1
except OverflowError as err:
    r_negpow_over = type(err).__name__
r_negpow_under = (10 ** -400, 2 ** -1075, 2 ** -1074)
r_int_float = (int(1e20), int(1e23), int(-1e-5), int(2.0 ** 70))
try:
    int(float("inf"))
except OverflowError as err:
    r_int_inf = str(err)
try:
    int(float("nan"))
except ValueError as err:
    r_int_nan = str(err)
r_floordiv_float = (big // 1e300 if False else None, 7 // 2.0, -7 // 2.0, (2 ** 60) // 1.5)
try:
    big // 1.0
except OverflowError as err:
    r_floordiv_over = type(err).__name__
r_inf_ops = (float("inf") // 1, 1 // float("inf"), -1 // float("inf"), 1 % float("-inf"), divmod(-1, float("inf")))
r_inf_ops_repr = repr(r_inf_ops)
r_hashes = (hash(-1), hash(-2), hash(2 ** 61 - 1), hash(2 ** 61), hash(0.5), hash(-1.0), hash(float("inf")), hash(1e100), hash((1, 2)), hash(()))
r_round_big = round(big / 10 ** 390, -5)
r_bitops = (-(2 ** 70) & 0xFF, ~(2 ** 70), (-(2 ** 70)) >> 3, -5 & -3, -5 ^ 3, -5 | 2, (2 ** 70) ^ (2 ** 69))
r_divmod_big = (divmod(10 ** 30, -7), (-(10 ** 30)) // 7, (-(10 ** 30)) % 7)
