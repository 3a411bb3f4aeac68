# probe: del of list slices, dict keys and attributes chosen by inputs; KeyError and AttributeError for missing ones caught; what remains
# inputs
lo = 1
hi = 3
key = "b"
attr = "y"
# body
xs = [0, 1, 2, 3, 4, 5]
del xs[lo:hi]
r_xs = list(xs)
del xs[::hi]
r_xs2 = xs
d = {"a": 1, "b": 2}
del d[key]
r_d = d
try:
    del d[key]
    r_again = "ok"
except KeyError as e:
    r_again = ("KeyError", e.args)
class O:
    y = "cls"
o = O()
o.x = 1
o.y = 2
delattr(o, attr)
r_y = o.y
try:
    delattr(o, attr)
    r_del2 = "ok"
except AttributeError as e:
    r_del2 = type(e).__name__
r_vars = sorted(vars(o))
