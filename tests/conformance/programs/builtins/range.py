# probe: range edge cases: negative steps, empty, membership, len, indexing, slicing, equality
# inputs
n = 10
step = -3
# body
r_basic = list(range(5))
r_start_stop = list(range(2, 6))
r_neg_step = list(range(n, 0, step))
r_empty = list(range(5, 2))
r_len = len(range(0, n, 3))
r_len_neg = len(range(n, 0, step))
r_index = range(0, 20, 5)[2]
r_neg_index = range(n)[-1]
r_in = (9 in range(0, n, 3), 4 in range(0, n, 3))
r_slice = list(range(n)[2:8:2])
r_eq = range(0) == range(5, 2)
r_rev = list(reversed(range(3)))
r_count = range(n).count(3)
r_idx = range(0, n, 2).index(4)
try:
    range(0, 5, 0)
except ValueError as e:
    r_zero_step = type(e).__name__
try:
    range(1.5)
except TypeError as e:
    r_float = type(e).__name__
