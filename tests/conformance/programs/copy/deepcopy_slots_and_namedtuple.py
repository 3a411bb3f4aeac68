# probe: copy/deepcopy of objects with __slots__ (some unset), namedtuples holding lists, instances with both __dict__ and __slots__
# inputs
v = [1]
# body
import copy
from collections import namedtuple
class S:
    __slots__ = ("a", "b")
s = S()
s.a = v
c = copy.copy(s)
d = copy.deepcopy(s)
r_copy = (c.a is v, hasattr(c, "b"))
r_deep = (d.a is v, d.a == v, hasattr(d, "b"))
P = namedtuple("P", "x y")
p = P(v, 2)
cp = copy.copy(p)
dp = copy.deepcopy(p)
r_nt = (type(dp).__name__, dp.x is v, dp.x == v, cp is p, cp.x is v)
class Mixed:
    __slots__ = ("a", "__dict__")
m = Mixed()
m.a = v
m.z = [2]
dm = copy.deepcopy(m)
r_mixed = (dm.a == v, dm.a is v, dm.z, dm.z is m.z)
