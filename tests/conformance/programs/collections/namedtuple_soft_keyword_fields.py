# probe: namedtuple field names that are soft keywords or builtin names (match, case, type, print, _ not) are accepted
# inputs
v = 1
# body
from collections import namedtuple
P = namedtuple("P", "match case type print")
p = P(v, 2, 3, 4)
r_fields = P._fields
r_vals = (p.match, p.case, p.type, p.print)
try:
    namedtuple("Q", "x async")
    r_async = "ok"
except ValueError as e:
    r_async = type(e).__name__
try:
    namedtuple("R", "x None")
    r_none = "ok"
except ValueError as e:
    r_none = type(e).__name__
