# probe: slice targets: a[1:3] += [...] reads the slice, extends it and writes it back (growing the list); an extended slice assignment of the wrong length is ValueError; a slice assignment from an iterator; a[:] = a
# inputs
base = [0, 1, 2, 3, 4]
# body
a = list(base)
a[1:3] += [9, 9]
r_slice_iadd = a
b = list(base)
b[::2] = ["x", "y", "z"]
r_extended = b
try:
    b[::2] = [1, 2]
except ValueError as e:
    r_wrong_len = type(e).__name__
c = list(base)
c[1:4] = iter("ab")
r_from_iter = c
d = list(base)
d[:] = d
r_self = d
e = list(base)
e[10:] = [5]
r_past_end = e
f = list(base)
f[3:1] = ["in"]
r_reversed_bounds = f
g = list(base)
g[::-1] = g
r_reverse_self = g
try:
    h = list(base)
    h[1:2] = 5
except TypeError as err:
    r_not_iterable = type(err).__name__
