# probe: namedtuple field names as a space or comma string, _make, _fields, repr
# inputs
spec = "m, n k"
a = 64
b = 128
# body
from collections import namedtuple
Shape = namedtuple("Shape", spec)
r_fields = Shape._fields
s = Shape._make([a, b, 32])
r_tuple = tuple(s)
r_k = s.k
r_name = type(s).__name__
r_repr = repr(s)
r_str = str(Shape(1, 2, 3))
r_list_fields = namedtuple("P", ["x", "y"])._fields
try:
    Shape._make([1, 2])
except TypeError as e:
    r_make_short = type(e).__name__
