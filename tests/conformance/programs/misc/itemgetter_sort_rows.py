# probe: operator.itemgetter/attrgetter as sort keys over report rows: several fields give tuples, a missing key raises, sorting is stable
# inputs
rows = [{"op": "b", "n": 2, "ms": 1.0}, {"op": "a", "n": 2, "ms": 3.0}, {"op": "a", "n": 1, "ms": 3.0}]
field = "ms"
# body
from operator import itemgetter, attrgetter
r_one = [r["op"] + str(r["n"]) for r in sorted(rows, key=itemgetter(field))]
r_two = [r["op"] + str(r["n"]) for r in sorted(rows, key=itemgetter("op", "n"))]
r_get = itemgetter("op", field)(rows[0])
r_single = itemgetter(field)(rows[1])
try:
    sorted(rows, key=itemgetter("missing"))
    r_err = "ok"
except KeyError as e:
    r_err = type(e).__name__
class R:
    def __init__(self, d):
        self.__dict__.update(d)
objs = [R(r) for r in rows]
r_attr = [o.op for o in sorted(objs, key=attrgetter(field, "n"))]
r_max = max(rows, key=itemgetter(field))["n"]
r_idx = itemgetter(0, -1)([1, 2, 3])
