# probe: del with stepped and negative-stepped slices, empty and out-of-range slices
# inputs
base = list(range(10))
step = 3
# body
a = list(base)
del a[::step]
r_every_third = a
a = list(base)
del a[::-step]
r_neg_step = a
a = list(base)
del a[8:2:-2]
r_neg_range = a
a = list(base)
del a[5:2]
r_empty = a
a = list(base)
del a[20:30:2]
r_far = a
a = list(base)
del a[::-1]
r_all_rev = a
a = list(base)
del a[-3::2]
r_neg_start = a
a = list(base)
del a[1::2], a[0]
r_two = a
a = list(base)
try:
    del a[::0]
    r_zero = a
except ValueError as e:
    r_zero = type(e).__name__
