# probe: zfill versus format's '0' and '=' padding on signed numbers as text, non-numeric text, and widths below length
# inputs
vals = ["42", "-42", "+42", "", "-", "abc", "-0.5", "1e5", " 7"]
w = 6
# body
r_zfill = [v.zfill(w) for v in vals]
r_rjust0 = [v.rjust(w, "0") for v in vals]
r_fmt0 = [format(v, "0>6") for v in vals]
r_num = [format(int(v), "=+06") for v in ("42", "-42")]
r_short = [v.zfill(1) for v in vals]
r_neg_w = "-5".zfill(-3)
