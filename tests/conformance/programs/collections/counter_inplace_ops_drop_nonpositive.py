# probe: Counter in-place += -= |= &= drop zero and negative counts (unlike update/subtract); unary + and - of a Counter; equality ignoring zeros (3.10+)
# inputs
s = "aab"
# body
from collections import Counter
c = Counter(s)
c["z"] = 0
c["neg"] = -2
r_before = dict(c)
c += Counter()
r_plus_eq = dict(c)
d = Counter(a=5)
d -= Counter(a=7, b=1)
r_minus_eq = dict(d)
e = Counter(a=1, b=-1)
e |= Counter(c=0)
r_or_eq = dict(e)
f = Counter(a=3, b=2)
f &= Counter(a=1, q=4)
r_and_eq = dict(f)
g = Counter(s)
g.update({"a": -5})
r_update = dict(g)
r_eq = Counter(a=1, b=0) == Counter(a=1)
_cc = Counter(s)
_alias = _cc
_cc += Counter("b")
r_same = (_alias is _cc, dict(_cc), dict(_alias))
