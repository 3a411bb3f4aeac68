# probe: operator.attrgetter/itemgetter/methodcaller over objects and dicts holding inputs, used as sort keys and in map
# inputs
vals = [3, 1, 2]
name = "v"
# body
import operator
class O:
    def __init__(self, v, i):
        self.v = v
        self.i = i
    def scaled(self, k):
        return self.v * k
objs = [O(v, i) for i, v in enumerate(vals)]
r_order = [o.i for o in sorted(objs, key=operator.attrgetter(name))]
r_vals = list(map(operator.attrgetter("v", "i"), objs))
rows = [{"v": v, "k": -v} for v in vals]
r_rows = [r["k"] for r in sorted(rows, key=operator.itemgetter(name))]
r_scaled = list(map(operator.methodcaller("scaled", 2), objs))
try:
    operator.attrgetter("nope")(objs[0])
except AttributeError as e:
    r_err = type(e).__name__
r_item = operator.itemgetter(0, -1)(vals)
