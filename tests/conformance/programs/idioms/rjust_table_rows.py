# probe: a results table with widths computed from rows, rjust/ljust/center with fill characters
# inputs
rows = [["op", "ms"], ["gemm", "1.25"], ["attention", "12.5"]]
fill = "."
# body
widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
r_widths = widths
lines = [" | ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
r_lines = lines
r_center = "x".center(6, fill)
r_center_odd = "ab".center(5, "*")
r_rjust_short = "long".rjust(2)
try:
    "a".rjust(5, "ab")
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
r_sep = "-+-".join("-" * w for w in widths)
r_zfill = "-42".zfill(6)
r_fmt = "{:>{w}}|{:^{w}}".format("a", "b", w=widths[1])
