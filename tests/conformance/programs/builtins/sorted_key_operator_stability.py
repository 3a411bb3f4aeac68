# probe: sorted / list.sort with itemgetter and attrgetter keys: stability across equal keys, reverse keeps stability, multi-key tuples, key=None
# inputs
rows = [("b", 1), ("a", 2), ("c", 1), ("a", 1)]
# body
import operator
r_by1 = sorted(rows, key=operator.itemgetter(1))
r_by1_rev = sorted(rows, key=operator.itemgetter(1), reverse=True)
r_by_both = sorted(rows, key=operator.itemgetter(1, 0))
r_none_key = sorted(rows, key=None)
lst = list(rows)
lst.sort(key=operator.itemgetter(0))
r_sort = lst
r_min = min(rows, key=operator.itemgetter(1))
r_max = max(rows, key=operator.itemgetter(1))
class P:
    def __init__(self, n, v):
        self.n, self.v = n, v
ps = [P("x", 2), P("y", 1), P("z", 2)]
r_attr = [p.n for p in sorted(ps, key=operator.attrgetter("v"))]
r_attr_rev = [p.n for p in sorted(ps, key=operator.attrgetter("v", "n"), reverse=True)]
