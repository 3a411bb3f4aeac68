# probe: namedtuple field name validation: keywords/duplicates/underscore raise ValueError; rename=True replaces them with _index; field list as list or comma string
# inputs
names = "a, b ,c"
# body
from collections import namedtuple
A = namedtuple("A", names)
r_a = A._fields
errs = []
for bad in (["x", "x"], ["class", "y"], ["_p"], ["1x"]):
    try:
        namedtuple("B", bad)
        errs.append("ok")
    except ValueError as e:
        errs.append(type(e).__name__)
r_errs = errs
R = namedtuple("R", ["ok", "def", "ok", "_x"], rename=True)
r_renamed = R._fields
r = R(1, 2, 3, 4)
r_vals = (r.ok, r._1, r._2, r._3)
try:
    namedtuple("Bad-Name", "a")
except ValueError as e:
    r_err = type(e).__name__
r_repr = repr(A(1, 2, 3))
