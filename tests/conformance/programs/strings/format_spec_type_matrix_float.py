# probe: float presentation types e E f F g G % and none with precisions 0, 1, 3, '#', on small, large, whole and negative values
# inputs
vals = [0.0, -1.5, 123456.789, 1e-7, 2.0]
# body
r_e0 = [format(v, ".0e") for v in vals]
r_E_alt = [format(v, "#.0E") for v in vals]
r_f1 = [format(v, ".1f") for v in vals]
r_F_alt = [format(v, "#.0F") for v in vals]
r_g3 = [format(v, ".3g") for v in vals]
r_G_alt = [format(v, "#.3G") for v in vals]
r_g0 = [format(v, ".0g") for v in vals]
r_none3 = [format(v, ".3") for v in vals]
r_none0 = [format(v, ".0") for v in vals]
r_pct0 = [format(v, ".0%") for v in vals]
r_plain = [format(v, "") for v in vals]
r_sign = [format(v, " ") for v in vals]
errs = []
for spec in ("d", "x", "c", "b", "s", ",d"):
    try:
        format(1.5, spec)
        errs.append("ok")
    except ValueError as e:
        errs.append(type(e).__name__)
r_errs = errs
