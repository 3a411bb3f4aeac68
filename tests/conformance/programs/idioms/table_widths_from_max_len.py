# probe: a text table with column widths from max(len(...)) over header and rows, ljust/rjust/center, joined lines
# inputs
rows = [("gemm", "f16", 12.5), ("add", "bf16", 0.25), ("softmax_long", "f32", 101.0)]
# body
header = ("op", "dtype", "us")
cells = [header] + [(op, dt, f"{us:.2f}") for op, dt, us in rows]
widths = [max(len(r[i]) for r in cells) for i in range(3)]
r_widths = widths
lines = []
for r in cells:
    lines.append(" | ".join([r[0].ljust(widths[0]), r[1].center(widths[1]), r[2].rjust(widths[2])]))
r_lines = lines
r_sep = "-+-".join("-" * w for w in widths)
r_total_width = len(r_lines[0])
r_center_odd = ["ab".center(5), "ab".center(5, "*"), "abc".center(6, "."), "x".center(0)]
r_ljust_short = "abcdef".ljust(3)
try:
    "a".ljust(4, "--")
    r_fill_err = "ok"
except TypeError as e:
    r_fill_err = type(e).__name__
