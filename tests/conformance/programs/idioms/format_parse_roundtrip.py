# probe: inputs formatted with f-strings, % and format, then parsed back with split and int; the parsed values and a parse that fails on a bad piece
# inputs
n = 12
m = -3
tag = "x"
# body
s = f"{n}x{m}"
a, b = s.split("x")
r_parts = (int(a), int(b))
r_pct = "%d-%s" % (n, tag)
r_back = int(r_pct.split("-")[0])
r_fmt = "{:03d}|{:>4}".format(n, tag)
r_fmt_len = len(r_fmt)
r_pad = int(r_fmt[:3])
try:
    r_bad = int(f"{n}{tag}")
except ValueError as e:
    r_bad = type(e).__name__
r_sum = sum(int(p) for p in f"{n},{m},{n}".split(","))
r_hexed = int(hex(n), 16)
r_strip = f"  {m}  ".strip()
