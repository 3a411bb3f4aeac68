# probe: int/float mixes that CPython does exactly: comparisons of big ints with floats, correctly rounded int true division, min/max/sorted of mixes
# inputs
p = 2 ** 53
a = 14160567758699678085
b = 2211
# body
f = float(p)
r_cmp = (p + 1 > f, p + 1 >= f, f < p + 1, f <= p + 1, p + 1 == f, p + 1 != f, p - 1 < f)
r_cmp_chain = f < p + 1 < f + 2
r_minmax = (max(f, p + 1), min(p + 1, f), max(p + 1, f))
r_sorted = sorted([p + 1, f, p - 1, f + 2])
r_div = a / b
r_div_naive_differs = a / b != float(a) / float(b)
r_div_more = (8224950803910236760 / 279270, 544715136012745184 / 553262, (10 ** 20 + 1) / 10 ** 20, (2 ** 64 + 1) / 3)
r_in_set = (p + 1 in {f}, f in {p + 1}, p + 1 in [f], [p + 1].count(f))
r_dict_key = {f: "float"}.get(p + 1, "missing")
r_hash = hash(p + 1) == hash(float(p + 1))
r_big_vs_float = (10 ** 400 > 1e308, -(10 ** 400) < -1e308, 10 ** 400 < float("inf"), 10 ** 400 != float("inf"))
r_float_int_sum = (p + 1) + 0.0
r_mul = (p + 1) * 1.0
r_sub = (p + 3) - f
r_floordiv = (p + 1) // 2.0
r_mod = (p + 1) % 2.0
r_int_of_float = int(f) + 1 == p + 1
