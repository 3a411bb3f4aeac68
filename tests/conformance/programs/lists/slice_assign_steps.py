# probe: slice assignment with steps: exact length required for extended slices, any length for step 1, negative steps, non-iterables
# inputs
base = [0, 1, 2, 3, 4, 5]
fill = ["a", "b", "c"]
# body
a = list(base)
a[::2] = fill
r_step2 = a
a = list(base)
try:
    a[::2] = fill[:2]
    r_step2_short = a
except ValueError as e:
    r_step2_short = (type(e).__name__, a)
a = list(base)
a[::-2] = fill
r_neg = a
a = list(base)
a[4:0:-1] = "wxyz"
r_neg_range = a
a = list(base)
a[1:2] = fill
r_step1_grow = a
a = list(base)
a[1:2:1] = fill
r_step1_explicit = a
a = list(base)
a[10:20:2] = []
r_step_empty = a
a = list(base)
try:
    a[10:20:2] = [1]
    r_step_empty_bad = a
except ValueError as e:
    r_step_empty_bad = type(e).__name__
a = list(base)
try:
    a[0:2] = 5
    r_int = a
except TypeError as e:
    r_int = type(e).__name__
a = list(base)
a[4:1] = fill
r_reversed_bounds = a
a = list(base)
a[::-1] = range(6)
r_minus_one = a
a = list(base)
a[-2:] = []
a[:0] = fill[::-1]
r_ends = a
