# probe: list slicing with every combination of bounds and steps
# inputs
a = [0, 1, 2, 3, 4, 5, 6]
i = 2
j = 5
# body
r_basic = a[i:j]
r_open_start = a[:j]
r_open_end = a[i:]
r_neg = a[-3:]
r_neg_end = a[:-2]
r_step = a[::2]
r_rev = a[::-1]
r_rev_range = a[j:i:-1]
r_out_of_range = a[5:100]
r_empty = a[j:i]
r_copy = a[:]
r_copy_is = a[:] is a
r_neg_step_open = a[:i:-2]
r_slice_obj = a[slice(1, None, 3)]
