# probe: sets built from known items and inputs (equal to a known item or to each other); membership of known values, len, discard of an input, union and difference
# inputs
a = "x"
b = "y"
c = "x"
# body
s = {"x", "z", a, b, c}
r_len = len(s)
r_in_x = "x" in s
r_in_y = "y" in s
r_in_w = "w" in s
s.discard(b)
r_after_len = len(s)
r_after_y = "y" in s
r_sorted = sorted(s)
u = s | {a}
r_u = sorted(u)
r_diff = sorted({"x", "z", "q"} - {a, b})
r_inter = sorted({a, b} & {"x", "y"})
fs = frozenset([a, c])
r_fs_len = len(fs)
r_sub = {a} <= s
