# probe: collections.namedtuple rename=True, defaults= applying to the last fields, module=, field name validation, _make errors
# inputs
n = 2
# body
from collections import namedtuple
R = namedtuple("R", ["a", "def", "a", "_x", "ok"], rename=True)
r_rename = R._fields
try:
    namedtuple("Bad", ["a", "class"])
except ValueError as e:
    r_keyword = str(e)
try:
    namedtuple("Bad", ["a", "a"])
except ValueError as e:
    r_dup = str(e)
try:
    namedtuple("Bad", ["_a"])
except ValueError as e:
    r_under = str(e)
try:
    namedtuple("Bad", ["1a"])
except ValueError as e:
    r_ident = str(e)
D = namedtuple("D", "a b c", defaults=[n, 3])
r_defaults = (D._field_defaults, tuple(D(1)), D.__new__.__defaults__)
try:
    namedtuple("TooMany", "a", defaults=[1, 2])
except TypeError as e:
    r_too_many = str(e)
try:
    D()
except TypeError as e:
    r_missing = str(e)
try:
    D._make([1, 2])
except TypeError as e:
    r_make_short = str(e)
M = namedtuple("M", "x", module="somewhere")
r_module = M.__module__
r_comma = namedtuple("C", "x, y ,z")._fields
r_replace = D(1)._replace(c=9)
r_replace_tuple = tuple(r_replace)
r_asdict = D(1, 2, 3)._asdict()
r_asdict_type = type(r_asdict).__name__
E = namedtuple("E", "")
r_empty = (E._fields, len(E()), repr(E()))
r_kw = tuple(D(c=5, a=0))
r_getnewargs = D(1).__getnewargs__()
