# probe: rounding of halfway and near-halfway floats at precisions in f, e, g and %, as the exact binary value decides
# inputs
vals = [0.5, 1.5, 2.5, 0.125, 0.375, 2.675, 1.005, 0.045, 9.995, 99.95]
# body
r_f0 = [format(v, ".0f") for v in vals]
r_f2 = [format(v, ".2f") for v in vals]
r_e1 = [format(v, ".1e") for v in vals]
r_g2 = [format(v, ".2g") for v in vals]
r_pct = [format(v, ".0%") for v in vals]
r_round = [round(v, 2) for v in vals]
r_carry = [format(v, spec) for v, spec in ((9.96, ".1f"), (9.5, ".0f"), (99999.5, ".6g"), (999999.5, ".6g"), (0.000099996, ".4g"), (9.9999, ".3e"))]
r_pct_mult = format(0.29, ".20%")
