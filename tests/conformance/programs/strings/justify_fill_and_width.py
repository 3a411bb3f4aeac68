# probe: center/ljust/rjust with fill characters, widths below length, negative widths, odd margins, bad fills
# inputs
s = "ab"
w = 7
fill = "*"
# body
r_center = [s.center(k, fill) for k in range(0, 8)]
r_center_odd = ["abc".center(k, "-") for k in (4, 5, 6)]
r_ljust = (s.ljust(w, fill), s.ljust(1), s.ljust(-3, fill))
r_rjust = (s.rjust(w, "\u00e9"), s.rjust(0))
r_zfill = ("-".zfill(3), "+".zfill(1), "".zfill(3), "--1".zfill(5), "a-1".zfill(5))
try:
    s.center(5, "")
    r_fill_empty = "ok"
except TypeError as e:
    r_fill_empty = type(e).__name__
try:
    s.ljust(5, "ab")
    r_fill_two = "ok"
except TypeError as e:
    r_fill_two = type(e).__name__
try:
    s.rjust(5.0)
    r_float_w = "ok"
except TypeError as e:
    r_float_w = type(e).__name__
