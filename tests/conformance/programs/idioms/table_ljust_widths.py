# probe: a text results table: column widths from max(len(...)), ljust/rjust/center, format specs with computed widths, join of rows, separator lines
# inputs
rows = [["halops", "64x128", 12.3456], ["cutlass", "1x8", 9.0], ["torch", "256x4096", 105.5]]
headers = ["backend", "shape", "time_us"]
# body
cols = list(zip(*([headers] + [[r[0], r[1], f"{r[2]:.2f}"] for r in rows])))
widths = [max(len(str(c)) for c in col) for col in cols]
r_widths = widths
lines = ["  ".join(h.ljust(w) for h, w in zip(headers, widths))]
lines.append("  ".join("-" * w for w in widths))
for name, shape, t in rows:
    lines.append(f"{name:<{widths[0]}}  {shape:>{widths[1]}}  {t:>{widths[2]}.2f}")
r_lines = lines
r_center = "x".center(6, "*")
r_center_odd = "ab".center(5)
r_ljust_short = "abcdef".ljust(3)
r_rjust_fill = "7".rjust(3, "0")
r_zfill = "-7".zfill(4)
try:
    "a".ljust(4, "ab")
    r_fill_err = "ok"
except TypeError as e:
    r_fill_err = type(e).__name__
r_table = "\n".join(lines).count("\n")
