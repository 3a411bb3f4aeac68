# probe: 3.11's 'z' format option: negative zero after rounding shown as positive zero, for f/e/g/%/no type, and in f-strings
# inputs
tiny_neg = -0.0001
zero_neg = -0.0
# body
r_f = [format(v, "z.2f") for v in (tiny_neg, zero_neg, -0.005, -0.006, -1.0, 0.0)]
r_plain = [format(v, ".2f") for v in (tiny_neg, zero_neg)]
r_e = [format(v, "z.1e") for v in (zero_neg, -1e-300)]
r_g = [format(v, "zg") for v in (zero_neg, tiny_neg)]
r_pct = [format(v, "z.0%") for v in (-0.001, zero_neg)]
r_none = [format(v, "z") for v in (zero_neg, tiny_neg)]
r_sign = [format(v, "+z.1f") for v in (zero_neg, -0.01, 0.01)]
r_width = format(zero_neg, "z08.2f")
r_fstr = f"{tiny_neg:z.3f}|{tiny_neg:z.5f}|{zero_neg:z}"
try:
    format(5, "z")
except ValueError as e:
    r_int_z = str(e)
