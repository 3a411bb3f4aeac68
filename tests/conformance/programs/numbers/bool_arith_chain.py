# probe: bool arithmetic and bitwise ops, mixed int/float/bool results and their types, chained comparisons
# inputs
t = True
f = False
n = 3
x = 2.5
# body
r_arith = (t + t, t - f, t * n, n / t, t / 2, -t, +f, ~t, ~f, t ** 10, f ** 0, t // 1)
r_types = [type(v).__name__ for v in (t + t, t & t, t | f, t ^ t, ~t, t * 1.0, t << 3, -f, abs(t), t // t, t % t)]
r_bitwise = (t & t, t | f, t ^ t, t & 3, 6 | t, t << 4, 8 >> t)
r_sum = sum([t, t, f, t])
r_max = (max(t, 1), max(1, t), min(f, 0), min(0, f))
r_chain = (1 < n < 4, 0 < x < n < 4.0, 1 == t == 1.0, f < t <= 1, n > x > t > f)
r_chain_mixed = (1 < n > 2, n == 3 != 4, 1 < 2 > 3 < 4)
r_in_chain = 1 in [1] == True
r_is_chain = None is None is not False
r_eq_cross = (1 == 1.0 == t, 0.0 == -0.0 == f, hash(t) == hash(1.0))
r_int_div = (n // 2, -n // 2, n / 2, n % -2, x // 1, x % 1, -x // 1)
r_float_int = (x * 2, type(x * 2).__name__, 2 * x == 5, int(x * 2) == 5)
r_bool_str = (str(t), repr(f), t.real, f.imag, t.numerator)
r_bool_idx = ["a", "b"][t]
r_shift_neg = (-1 >> 10, -8 >> 1, 1 << 64)
try:
    1 << -1
except ValueError as e:
    r_neg_shift = type(e).__name__
    r_neg_shift_msg = str(e)
try:
    x & 1
except TypeError as e:
    r_float_and = type(e).__name__
    r_float_and_msg = str(e)
r_abs = (abs(-0.0), abs(f), abs(-n), abs(-x))
r_round_bool = (round(t), type(round(t)).__name__, round(t, 2))
