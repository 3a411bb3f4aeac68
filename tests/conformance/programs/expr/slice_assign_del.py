# probe: slice assignment (growing, shrinking, extended) and del of slices
# inputs
base = [0, 1, 2, 3, 4, 5]
# body
a = list(base)
a[1:3] = ["x", "y", "z"]
r_grow = list(a)
a[1:4] = []
r_shrink = list(a)
b = list(base)
b[::2] = [9, 9, 9]
r_ext = b
c = list(base)
del c[::2]
r_del_step = c
d = list(base)
del d[-2:]
r_del_tail = d
e = list(base)
e[len(e):] = [6, 7]
r_append = e
try:
    f = list(base)
    f[::2] = [1]
    r_bad = "ok"
except ValueError as err:
    r_bad = type(err).__name__
