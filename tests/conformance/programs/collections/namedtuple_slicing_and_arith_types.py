# probe: namedtuple slicing, + and * give plain tuples; comparisons with tuples; hash equal to the tuple's; _make wrong length raises TypeError; too many defaults raises TypeError; Pt(**dict) and Pt(*iter)
# inputs
v = 5
# body
from collections import namedtuple
Pt = namedtuple("Pt", ["x", "y"])
p = Pt(1, v)
r_types = (type(p[:1]).__name__, type(p + p).__name__, type(p * 2).__name__, type(p[0]).__name__)
r_cmp = (p < (1, v + 1), p == (1, v), Pt(0, 0) < p, p > (1,))
r_hash = hash(p) == hash((1, v))
r_dict = {p: "pt"}[(1, v)]
try:
    Pt._make([1])
except TypeError as e:
    r_err = type(e).__name__
try:
    namedtuple("Q", "a b", defaults=[1, 2, 3])
except TypeError as e:
    r_err2 = type(e).__name__
r_kw = tuple(Pt(**{"y": 2, "x": v}))
r_star = tuple(Pt(*range(2)))
r_match = Pt.__match_args__
r_ext = namedtuple("P3", Pt._fields + ("z",))(1, 2, 3)._asdict()
r_getnew = p.__getnewargs__()
r_len_fields = len(p._fields)
