# probe: tuple-target assignment stores left to right, so a failing later target leaves the earlier stores done; the right side is evaluated whole first; a failing del list stops part way
# inputs
bad = 10
key = "missing"
# body
x = [0, 0]
try:
    x[0], x[bad] = "a", "b"
except IndexError as e:
    r_err = type(e).__name__
r_x = x
d = {"a": 1, "b": 2}
try:
    d["new"], d[[]] = 1, 2
except TypeError:
    pass
r_d = d
y = [0, 0]
try:
    y[0], y[1] = "p", {}[key]
except KeyError:
    pass
r_y = y
e = {"a": 1, "b": 2, "c": 3}
try:
    del e["a"], e[key], e["c"]
except KeyError:
    pass
r_e = sorted(e)
class Obj:
    __slots__ = ("a",)
o = Obj()
z = [0]
try:
    z[0], o.b = "set", "nope"
except AttributeError:
    pass
r_z = z
