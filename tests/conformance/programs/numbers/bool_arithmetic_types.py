# probe: arithmetic and bitwise ops on bools: result values and types, min/max/sum picking bools
# inputs
t = True
f = False
# body
r_vals = (t + t, t - t, t * 3.5, -t, +t, ~t, ~f, t / 2, t // 2, t % 2, t ** 10, t << 3, 7 >> t)
r_types = [type(x).__name__ for x in (t + f, t & f, t | f, t ^ t, t & 1, 1 | f, -f, t * 1.0, t ** -1, abs(t), t // t)]
r_bits = (t & f, t | f, t ^ t, t ^ f, t & 3, f | 2)
r_minmax = (max(t, 1), max(1, t), min(0, f), min(f, 0), repr(max([f, t, 1])), repr(min(1, t)))
r_sum = (sum([t, t, f]), sum([t, 0.5]), type(sum([t, f])).__name__)
r_cmp = (t == 1, t == 1.0, f == 0.0, t > f, t < 2)
r_div = divmod(t, 2)
r_hash_key = {1: "int", t: "bool"}[1]
r_str = (str(t + 0), str(t), repr(t & t), repr(t & 1), str(-f))
try:
    t / f
except ZeroDivisionError as e:
    r_zero = str(e)
