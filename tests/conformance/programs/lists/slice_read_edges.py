# probe: reading slices: zero step, None bounds, huge and negative bounds, bools, reversed with bounds, slice of a slice is a copy
# inputs
base = list(range(6))
big = 10 ** 20
# body
a = list(base)
r_none = a[None:None:None]
r_rev_bounds = (a[4:1:-1], a[1:4:-1], a[-1:-7:-1], a[-1:-8:-2])
r_big = (a[-big:big], a[big:], a[:-big], a[::big], a[::-big])
r_bool = (a[True:], a[:False], a[::True])
try:
    a[::0]
except ValueError as e:
    r_zero = type(e).__name__
try:
    a["1":]
except TypeError as e:
    r_str = type(e).__name__
c = a[:]
c.append(99)
r_copy_indep = (a, c is a)
r_neg_start = a[-2:]
r_step_start = a[5::-2]
r_indices = slice(-1, None, -2).indices(len(a))
r_slice_obj = a[slice(1, None, 2)]
