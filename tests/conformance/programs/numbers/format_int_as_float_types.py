# probe: ints formatted with float type letters (e, f, g, %) go through float conversion: precision loss above 2**53 must show
# inputs
n = 9007199254740993
m = 123456789012345678
# body
r_plain = (format(n, ""), format(n, "d"), format(m, ","), "%d" % n, "%i" % m)
r_float_d = ("%d" % 9007199254740993.0, "%d" % 1e15, "%d" % -1e15, "%i" % 2.5e9)
r_f = (format(n, ".1f"), format(m, "f"), format(-n, ",.0f"), "%.0f" % n, "%f" % m)
r_e = (format(n, ".20e"), format(m, ".17e"), "%.18e" % m, format(m, "E"))
r_g = (format(n, ".17g"), format(m, ".18g"), "%.17g" % n, format(n, "g"))
r_pct = (format(n, ".0%"), format(m, "%"))
r_fstring = f"{n:.3e}|{m:_.0f}|{n:>30.2f}"
