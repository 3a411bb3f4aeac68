# probe: operator.attrgetter with dotted names, several names, a missing attribute (AttributeError at call), non-string name (TypeError at creation)
# inputs
v = 3
# body
import operator
class Box:
    def __init__(self, inner, v):
        self.inner = inner
        self.v = v
leaf = Box(None, v)
top = Box(leaf, v * 2)
r_v = operator.attrgetter("v")(top)
r_inner_v = operator.attrgetter("inner.v")(top)
r_both = operator.attrgetter("v", "inner.v")(top)
try:
    operator.attrgetter("inner.inner.v")(top)
    r_missing = "none"
except AttributeError as e:
    r_missing = type(e).__name__
try:
    operator.attrgetter(5)
    r_nonstr = "none"
except TypeError as e:
    r_nonstr = type(e).__name__
boxes = [Box(None, 5), Box(None, 1), Box(None, 3)]
r_sorted = [b.v for b in sorted(boxes, key=operator.attrgetter("v"))]
leaf.v = 100
r_after = operator.attrgetter("inner.v")(top)
r_str = operator.attrgetter("real", "imag")(7)
