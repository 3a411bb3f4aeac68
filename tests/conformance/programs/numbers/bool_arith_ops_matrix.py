# probe: arithmetic, bitwise and unary operators on bools: results and their types (bool for & | ^ of two bools, int otherwise)
# inputs
t = True
f = False
# body
r_arith = (t + t, t - t, t * 5, t / 2, t // 2, t % 2, t ** 10, f ** 0, 2 ** t, -t, +t, ~t, ~f, abs(t), abs(-t))
r_types = [type(v).__name__ for v in (t + t, t & t, t | f, t ^ t, t & 1, 3 | f, t << 3, t >> 1, -f, ~t, t / t, t * 1.5)]
r_bits = (t & f, t | f, t ^ t, t ^ f, t & 3, f | 4, t << 62, t >> 1, t << t)
r_divmod = (divmod(t, 2), divmod(7, t), divmod(t, 0.5), divmod(-t, 2))
r_pow = (pow(t, -1), pow(t, 5, 3), pow(2, t, 3), t ** -2)
r_cmp = (t == 1, t == 1.0, f == 0.0, t > f, t >= 1, t < 1.5, f is False)
r_mixed = (t + 0.5, f - 0.25, sum([t, t, f, t]), max(t, 0), min(f, 0), max(0, f))
try:
    t / f
except ZeroDivisionError as e:
    r_zero = type(e).__name__
try:
    t % f
except ZeroDivisionError as e:
    r_mod_zero = type(e).__name__
