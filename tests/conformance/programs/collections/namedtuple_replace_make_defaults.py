# probe: namedtuple _replace (bad field ValueError), _make (wrong length TypeError), _asdict, _fields, defaults right-aligned, missing argument TypeError, equality with plain tuples
# inputs
xv = 1
# body
from collections import namedtuple
P = namedtuple("P", ["x", "y", "z"], defaults=[0, None])
p = P(xv)
r_defaults = (p, tuple(p), P._field_defaults)
r_replace = tuple(p._replace(z=3, x=9))
try:
    p._replace(w=1)
except ValueError as e:
    r_replace_bad = type(e).__name__
r_make = tuple(P._make([1, 2, 3]))
try:
    P._make([1, 2])
except TypeError as e:
    r_make_short = type(e).__name__
r_asdict = (p._asdict(), type(p._asdict()).__name__)
r_fields = P._fields
try:
    P()
except TypeError as e:
    r_missing = type(e).__name__
try:
    P(1, 2, 3, 4)
except TypeError as e:
    r_extra = type(e).__name__
try:
    P(1, x=2)
except TypeError as e:
    r_dup = type(e).__name__
r_eq = (p == (xv, 0, None), p == P(xv, 0), hash(p) == hash((xv, 0, None)))
r_index = (p[0], p[-1], p[:2], p.index(0), p.count(None))
r_unpack = [a for a in p]
x, y, z = p
r_xyz = (x, y, z)
r_kw = tuple(P(z=5, y=4, x=3))
