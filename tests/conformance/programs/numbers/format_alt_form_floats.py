# probe: '#' alternate form on floats with no type letter, 'e', 'f', '%' and 'r'-like repr output: forced decimal point
# inputs
vals = [1.0, 1e16, 1e-5, 123.0, 0.5, 1e22, 2.0 ** 60, float("inf")]
# body
r_alt_e = [format(v, "#.0e") for v in vals]
r_alt_f = [format(v, "#.0f") for v in vals[:5]]
r_alt_pct = [format(v, "#.0%") for v in vals[:5]]
r_alt_width = [format(v, "#10.0f") for v in vals[:3]]
r_alt_zero = [format(v, "#010.0f") for v in vals[:3]]
r_pct_alt = ["%#.0f" % v for v in vals[:5]] + ["%#.0e" % v for v in vals[:3]]
r_int_alt = [format(n, "#") for n in (0, 5, -5)]
r_alt_none = [format(v, "#") for v in vals]
r_alt_none_prec = [format(v, "#.3") for v in vals]
