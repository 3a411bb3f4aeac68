# probe: sum over floats (rounding order, 3.11 plain addition), with an int or float start, start= keyword, of mixed int/float/bool, of generators
# inputs
tenths = [0.1] * 10
big = [1e100, 1.0, -1e100]
xs = [1, 2, 3]
# body
r_tenths = sum(tenths)
r_big = sum(big)
r_start_float = sum(xs, 0.5)
r_start_kw = sum(xs, start=10)
r_mixed = sum([1, 0.5, True])
r_order = (sum([0.1, 0.2, 0.3]), sum([0.3, 0.2, 0.1]))
r_neg_zero = sum([-0.0, -0.0])
r_neg_zero_start = sum([-0.0], -0.0)
r_inf = sum([float("inf"), 1])
r_tuples = sum([(1,), (2, 3)], ())
r_big_int = sum([2**64, 2**64])
r_gen = sum(x / 3 for x in xs)
r_fsum_like = sum([1e16, 1.0, 1.0])
r_complex = sum([1j, 2])
try:
    sum([[1]])
    r_list_no_start = "ok"
except TypeError as e:
    r_list_no_start = type(e).__name__
try:
    sum(["a"], start="")
    r_str_kw = "ok"
except TypeError as e:
    r_str_kw = type(e).__name__
try:
    sum([b"a"], b"")
    r_bytes = "ok"
except TypeError as e:
    r_bytes = type(e).__name__
