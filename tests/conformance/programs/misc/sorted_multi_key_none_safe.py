# probe: sorting report rows with None in a numeric column: TypeError from plain sort, key tuples (is None, value), reverse with stable ties, operator.itemgetter multi-key
# inputs
rows = [("b", 2.0), ("a", None), ("c", 1.0), ("d", 2.0)]
# body
import operator
try:
    sorted(rows, key=lambda r: r[1])
    r_plain = "ok"
except TypeError as e:
    r_plain = type(e).__name__
r_none_last = [r[0] for r in sorted(rows, key=lambda r: (r[1] is None, r[1] or 0))]
r_rev = [r[0] for r in sorted(rows, key=lambda r: r[1] if r[1] is not None else -1, reverse=True)]
known = [r for r in rows if r[1] is not None]
r_itemgetter = sorted(known, key=operator.itemgetter(1, 0))
r_two_pass = sorted(sorted(known, key=operator.itemgetter(0), reverse=True), key=operator.itemgetter(1))
lst = list(rows)
lst.sort(key=lambda r: r[0], reverse=True)
r_inplace = [r[0] for r in lst]
r_sort_ret = [3, 1].sort()
