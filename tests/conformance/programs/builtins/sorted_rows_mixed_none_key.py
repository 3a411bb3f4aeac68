# probe: sorting rows whose key may be None: TypeError; a (is None, value) key puts None last; reverse keeps ties stable
# inputs
vals = [3, None, 1, None, 2]
tag = "r"
# body
rows = [(tag + str(i), v) for i, v in enumerate(vals)]
try:
    sorted(rows, key=lambda r: r[1])
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
r_none_last = [n for n, v in sorted(rows, key=lambda r: (r[1] is None, r[1] or 0))]
r_rev = [n for n, v in sorted(rows, key=lambda r: r[1] is None, reverse=True)]
r_ok = sorted(v for v in vals if v is not None)
r_len = len(rows)
r_first = rows[0][0]
lst = list(rows)
try:
    lst.sort(key=lambda r: r[1])
except TypeError:
    pass
r_partial = [n for n, v in lst]
