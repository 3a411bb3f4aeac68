# probe: format()/f-string specs over a sweep of numbers: .3g, grouping, %, sign, #x, e, width and fill
# inputs
vals = [0.0, -0.0, 1.0, 0.5, 1234.5, 1e-5, 123456789.0, 1e16, -2.5e-7, 3.14159, 1e100, float("inf"), float("nan")]
ints = [0, 7, -42, 255, 1000000, -1234567, 2 ** 70]
# body
r_g3 = [format(v, ".3g") for v in vals]
r_g = [format(v, "g") for v in vals]
r_e = [format(v, ".2e") for v in vals]
r_E = [format(v, "E") for v in vals]
r_pct = [format(v, ".1%") for v in vals[:8]]
r_comma = [format(v, ",.2f") for v in vals[:10]]
r_under = [format(v, "_.1f") for v in vals[:10]]
r_sign = [format(v, "+g") for v in vals]
r_space = [format(v, " .2f") for v in vals[:6]]
r_empty = [format(v, "") for v in vals]
r_alt = [format(v, "#.0f") for v in vals[:6]]
r_width = [format(v, "012.3f") for v in vals[:6]]
r_fill = [format(v, "*>10.1e") for v in vals[:6]]
r_int_x = [format(i, "#x") for i in ints]
r_int_X = [format(i, "#010X") for i in ints]
r_int_o = [format(i, "#o") for i in ints]
r_int_b = [format(i, "_b") for i in ints[:5]]
r_int_comma = [format(i, ",") for i in ints]
r_int_under_x = [format(i, "_x") for i in ints]
r_int_g = [format(i, ".3g") for i in ints]
r_int_e = [format(i, "e") for i in ints]
r_int_pct = [format(i, "%") for i in ints[:4]]
r_int_sign = [format(i, "+05d") for i in ints]
r_int_n = [format(i, "n") for i in ints]
r_fstr = [f"{v:>+9.2f}|{v:<9.3}|{v:^9g}" for v in vals[:6]]
r_nested = [f"{v:{w}.{p}f}" for v, w, p in zip(vals[:4], (5, 6, 7, 8), (0, 1, 2, 3))]
r_bool_fmt = [format(True, "d"), format(False, ".2f"), format(True, "x"), format(True, "")]
r_big_fixed = format(1e22, "f")
r_small_g = format(0.0001, "g") + "|" + format(0.00001, "g")
r_g_precision_zero = format(123.456, ".0g")
r_g_alt = format(100.0, "#.4g")
r_round_half = [format(x, ".0f") for x in (0.5, 1.5, 2.5, 3.5, -0.5)]
r_round_2 = [format(x, ".2f") for x in (1.005, 2.675, 1.125, 0.125)]
