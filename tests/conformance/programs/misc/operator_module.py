# probe: operator.itemgetter, attrgetter, methodcaller and function forms
# inputs
rows = [{"n": 2, "s": "b"}, {"n": 1, "s": "a"}]
# body
import operator
from operator import itemgetter, attrgetter, methodcaller
r_sorted = [r["s"] for r in sorted(rows, key=itemgetter("n"))]
r_multi = itemgetter("n", "s")(rows[0])
class P:
    def __init__(self, x):
        self.x = x
r_attr = [p.x for p in sorted([P(3), P(1)], key=attrgetter("x"))]
r_method = methodcaller("upper")("abc")
r_ops = (operator.add(1, 2), operator.mul(3, 4), operator.neg(5), operator.getitem([1, 2], 1))
r_contains = operator.contains([1], 1)
