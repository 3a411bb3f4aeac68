# probe: del of names, items, slices and attributes
# inputs
d = {"a": 1, "b": 2}
l = [1, 2, 3, 4]
# body
x = 1
del x
try:
    x
    r_name = "bound"
except NameError:
    r_name = "unbound"
del d["a"]
r_d = d
del l[0]
r_l = l
class O:
    pass
o = O()
o.attr = 1
del o.attr
r_has = hasattr(o, "attr")
a, b = 1, 2
del a, b
r_globals = sorted(k for k in ("a", "b") if k in globals())
try:
    del d["zz"]
except KeyError as e:
    r_missing = e.args
