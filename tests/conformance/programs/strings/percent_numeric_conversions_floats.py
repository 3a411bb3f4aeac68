# probe: %d/%i/%u truncate floats toward zero, %x/%o refuse floats, %e/%f/%g accept ints and bools, precision on ints pads digits
# inputs
vals = [2.9, -2.9, 0.5, -0.5, 1e20]
# body
r_d = ["%d" % v for v in vals]
r_i = ["%i|%u" % (v, v) for v in vals[:4]]
r_prec = ["%.4d" % 7, "%.4x" % 255, "%#.4x" % 255, "%8.4d|" % -7, "%-8.4o|" % 8, "%+.0d" % 0, "%.0d" % 0]
r_efg_ints = ["%e" % 12345, "%.2f" % 7, "%g" % 10**6, "%g" % 10**5, "%G" % 1e-5, "%.3g" % True]
r_alt = ["%#.0e" % 3, "%#g" % 2.0, "%#.3g" % 100, "%#x" % 0]
errs = []
for fmt, v in (("%x", 2.5), ("%o", 1.0), ("%X", "a"), ("%d", "1"), ("%f", "1.0"), ("%e", None), ("%d", float("nan")), ("%d", float("inf"))):
    try:
        fmt % v
        errs.append("ok")
    except (TypeError, ValueError, OverflowError) as e:
        errs.append(type(e).__name__)
r_errs = errs
