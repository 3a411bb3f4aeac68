# probe: 'g' and '' format types around the exponent switch: precision p vs exponent, trailing zero removal, '#' keeping zeros, rounding up to a new power of ten
# inputs
vals = [999999.5, 9999995.0, 0.000099995, 0.0001, 123456.0, 1234567.0, 9.9999, 99.95, 0.5, 100000.0, 1e6, 1.0]
# body
r_g = [format(v, "g") for v in vals]
r_g2 = [format(v, ".2g") for v in vals]
r_alt = [format(v, "#g") for v in vals]
r_alt2 = [format(v, "#.2g") for v in vals]
r_empty2 = [format(v, ".2") for v in vals]
r_empty = [format(v, ".6") for v in vals]
r_G = [format(v, "G") for v in (1e-10, 1e20, float("inf"), float("nan"))]
r_pct_g = ["%g" % v for v in vals]
r_pct_alt = ["%#.3g" % v for v in vals[:6]]
r_int_g = [format(v, ".2") if isinstance(v, float) else format(v, "g") for v in (10 ** 6, 10 ** 5, 123456789)]
