# probe: repr/format/%-format/round over a sample of floats: subnormals, the extremes, halfway cases, big and small exponents
# inputs
vals = [5e-324, 2.2250738585072014e-308, 1.7976931348623157e+308, 9007199254740993.0, 0.1, 1 / 3, 2 / 3, 1e23, 8.41e21, 5e-310, -4.35e-05, 123456.7890123, 0.30000000000000004, 1e22, 1.5e-07, 2.675, 31490114945521.5625, -987654321.125]
# body
r_repr = [repr(v) for v in vals]
r_g17 = [format(v, ".17g") for v in vals]
r_e = [format(v, ".12e") for v in vals]
r_f = [format(v, ".3f") for v in vals if abs(v) < 1e30]
r_g = [format(v, "g") for v in vals]
r_none5 = [format(v, ".5") for v in vals]
r_pct = ["%.4g|%10.2e" % (v, v) for v in vals]
r_round = [round(v, 2) for v in vals if abs(v) < 1e30]
r_round_neg = [round(v, -2) for v in vals if abs(v) < 1e30]
