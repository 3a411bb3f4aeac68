# probe: tuple slicing with steps, negative bounds, out-of-range bounds, slice objects
# inputs
t = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9)
lo = -3
step = -2
# body
r_neg_step = t[::step]
r_neg_lo = t[lo:]
r_neg_both = t[-8:-2:3]
r_rev_range = t[7:2:-1]
r_rev_empty = t[2:7:-1]
r_big = t[-100:100:4]
r_rev_big = t[100:-100:-3]
r_slice_obj = t[slice(1, None, 2)]
r_slice_none = t[slice(None)]
r_slice_idx = slice(lo, None, step).indices(len(t))
r_same = t[:] is t
r_empty_type = type(t[5:5]).__name__
r_neg_one = t[-1:-11:-1]
try:
    t[::0]
except ValueError as e:
    r_zero_step = type(e).__name__
try:
    t[1.0:2]
except TypeError as e:
    r_float_bound = type(e).__name__
try:
    t[10]
except IndexError as e:
    r_index_out = type(e).__name__
r_bool_idx = t[True]
r_none_bounds = t[None:None:None]
