# probe: rows formatted with % (tuple vs dict forms, %-*s width from arg), rjust of numbers as strings, errors for wrong arg counts
# inputs
rows = [("gemm", 1.5, 3), ("conv2d", 10.25, 12)]
# body
w = max(len(r[0]) for r in rows)
r_lines = ["%-*s %8.3f %4d" % (w, n, t, c) for n, t, c in rows]
r_dict = ["%(n)s=%(t).1f" % {"n": n, "t": t} for n, t, _ in rows]
r_nums = [str(c).rjust(5, "0") for _, _, c in rows]
r_zfill = [str(-c).zfill(5) for _, _, c in rows]
try:
    "%s %s" % ("a",)
    r_few = "ok"
except TypeError as e:
    r_few = type(e).__name__
try:
    "%s" % ("a", "b")
    r_many = "ok"
except TypeError as e:
    r_many = type(e).__name__
try:
    "%d" % "x"
    r_type = "ok"
except TypeError as e:
    r_type = type(e).__name__
r_tuple_arg = "%s" % ((1, 2),)
r_pct = "%d%%" % 50
r_repr = "%r|%a" % ("é", "é")
