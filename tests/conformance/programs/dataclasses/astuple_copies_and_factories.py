# probe: astuple recurses into dataclasses, lists, dicts and namedtuples; the result shares nothing with the instance
# inputs
v = 2
# body
from dataclasses import dataclass, astuple, field
from collections import namedtuple
Pt = namedtuple("Pt", "x y")
@dataclass
class Inner:
    a: int
    tags: list = field(default_factory=list)
@dataclass
class Outer:
    inner: Inner
    pts: list
    pt: Pt
o = Outer(Inner(v, ["t"]), [Pt(1, 2)], Pt(v, Inner(0)))
t = astuple(o)
r_t = t
r_pt_type = type(t[2]).__name__
r_inner_in_pt = t[2][1]
t[0][1].append("new")
r_copy = o.inner.tags
r_list = astuple(Inner(v, [Inner(1)]))
