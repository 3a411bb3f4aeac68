# probe: string slicing with negative steps and out-of-range / None bounds; slice objects and indices()
# inputs
s = "0123456789"
# body
r_basic = (s[::-1], s[::-2], s[-1:-4:-1], s[5:1:-2], s[1:5:-1], s[:-10:-1], s[:-11:-1], s[10::-1], s[100:-100:-3])
r_bounds = (s[-100:100], s[3:-3], s[-3:3], s[:0], s[0:], s[-1:], s[None:None:-1])
r_step_big = (s[::100], s[::-100], s[2::-100])
r_neg_index = (s[-1], s[-10])
r_shape = "4x8x16"[::-1].split("x")
try:
    s[::0]
except ValueError as e:
    r_zero_step = str(e)
try:
    s[10]
except IndexError as e:
    r_index = str(e)
try:
    s[1.5:]
except TypeError as e:
    r_float_slice = str(e)
r_slice_obj = (s[slice(None, None, -3)], slice(None, None, -1).indices(10), slice(-3, None).indices(10), slice(5, 1, -2).indices(4))
