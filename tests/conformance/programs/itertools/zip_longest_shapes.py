# probe: zip_longest with no iterables, one, uneven three, fillvalue of a mutable object shared, over strs and tuples; keyword errors
# inputs
a = [1, 2, 3]
b = "xy"
# body
import itertools
r_none = list(itertools.zip_longest())
r_one = list(itertools.zip_longest(a))
r_three = list(itertools.zip_longest(a, b, (), fillvalue=0))
fill = []
rows = list(itertools.zip_longest(a, b, fillvalue=fill))
rows[-1][1].append("shared")
r_fill = fill
r_rows_len = len(rows)
r_fill_same = rows[-1][1] is rows[-1][1] is fill
r_none_fill = list(itertools.zip_longest(b, a, fillvalue=None))
try:
    itertools.zip_longest(a, b, fill=1)
    r_badkw = "none"
except TypeError as e:
    r_badkw = type(e).__name__
try:
    list(itertools.zip_longest(a, 3))
    r_noniter = "none"
except TypeError as e:
    r_noniter = type(e).__name__
