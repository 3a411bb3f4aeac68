# probe: every int presentation type with '#', sign and width, on negative, zero and bool values
# inputs
vals = [0, 7, -255, True]
# body
r_b = [format(v, "#b") for v in vals]
r_o = [format(v, "+#o") for v in vals]
r_x = [format(v, " #x") for v in vals]
r_X = [format(v, "#010X") for v in vals]
r_d = [format(v, "-5d") for v in vals]
r_e = [format(v, ".2e") for v in vals]
r_f = [format(v, "F") for v in vals]
r_g = [format(v, "G") for v in vals]
r_pct = [format(v, ".1%") for v in vals]
r_c = [format(v, "c") for v in (65, 0x263A, True)]
r_none = [format(v, "") for v in vals]
errs = []
for spec in ("s", ".2d", "#c", "+c", ",b", "_c", "z", "r"):
    try:
        format(7, spec)
        errs.append("ok")
    except ValueError as e:
        errs.append(type(e).__name__)
r_errs = errs
