# probe: del with negative-step slices, empty ranges, out-of-range bounds and slice objects
# inputs
base = list(range(8))
step = -2
# body
a = list(base)
del a[::step]
r_neg2 = a
a = list(base)
del a[6:1:step]
r_neg_range = a
a = list(base)
del a[1:6:-1]
r_empty_neg = a
a = list(base)
del a[-100:100:3]
r_wide = a
a = list(base)
sl = slice(None, None, step * -2)
del a[sl]
r_slice_obj = a
a = list(base)
try:
    del a[::0]
except ValueError as e:
    r_zero = (type(e).__name__, len(a))
a = list(base)
del a[::-1]
r_all_rev = a
a = list(base)
del a[-3::-3]
r_neg_start = a
a = list(base)
b = a
del a[:]
r_alias_cleared = (b, a is b)
