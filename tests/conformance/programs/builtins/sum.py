# probe: sum with start, of floats, of lists (start=[]), and strings refused
# inputs
xs = [1, 2, 3]
fs = [0.1, 0.2, 0.3]
# body
r_sum = sum(xs)
r_start = sum(xs, 10)
r_floats = sum(fs)
r_empty = sum([])
r_lists = sum([[1], [2, 3]], [])
r_gen = sum(x * x for x in xs)
r_bools = sum([True, True, False])
r_mixed = sum([1, 2.5])
try:
    sum(["a", "b"], "")
except TypeError as e:
    r_str = type(e).__name__
