# probe: setting attributes on namedtuples and on subclasses of one, with and without __slots__
# inputs
v = 5
# body
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2)
try:
    p.x = v
except AttributeError as e:
    r_field = type(e).__name__
try:
    p.z = v
except AttributeError as e:
    r_other = type(e).__name__
class Open(P):
    pass
def set_and_get(obj):
    obj.z = v
    return obj.z
o = Open(1, 2)
r_open = set_and_get(o)
try:
    o.y = v
except AttributeError as e:
    r_open_field = type(e).__name__
class Closed(P):
    __slots__ = ()
c = Closed(1, 2)
try:
    c.z = v
except AttributeError as e:
    r_closed = type(e).__name__
r_closed_sum = c.x + c.y
