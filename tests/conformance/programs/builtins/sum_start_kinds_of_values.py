# probe: sum with start of several kinds: lists concatenated, tuples, floats, bools counted, str start refused, start keyword
# inputs
xs = [[1], [2, 3]]
# body
r_lists = sum(xs, [])
r_tuples = sum([(1,), (2,)], ())
r_floats = sum([0.1, 0.2, 0.3])
r_bools = sum([True, True, False])
r_start_kw = sum([1, 2], start=10)
r_empty = sum([])
r_empty_start = sum([], [9])
r_gen = sum(v for v in range(5))
r_mix = sum([1, 2.5, True])
try:
    sum(["a", "b"], "")
    r_str = "none"
except TypeError as e:
    r_str = type(e).__name__
try:
    sum([[1], 2], [])
    r_bad = "none"
except TypeError as e:
    r_bad = type(e).__name__
start = []
out = sum(xs, start)
r_start_unchanged = start
r_out_is_start = out is start
