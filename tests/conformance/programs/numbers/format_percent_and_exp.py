# probe: '%' and 'e' format types: precision 0, '#', rounding carries, negative exponents with 3 digits, int inputs
# inputs
vals = [0.0, 0.5, 0.125, 0.9995, 1.0, -0.0005, 1e-7, 123.456, 9.995e100, 1e-300]
# body
r_pct0 = [format(v, ".0%") for v in vals]
r_pct_alt = [format(v, "#.0%") for v in vals[:5]]
r_pct = [format(v, "%") for v in vals[:4]]
r_e0 = [format(v, ".0e") for v in vals]
r_e_alt = [format(v, "#.0e") for v in vals[:5]]
r_e3 = [format(v, ".3e") for v in vals]
r_E = format(1e-300, "E")
r_pct_width = [format(0.25, s) for s in ("8.1%", "<8.0%", "^+9.2%", "08.1%")]
r_int_e = [format(n, ".2e") for n in (0, 5, 12345, -999, 10 ** 30)]
r_int_pct = [format(n, ".1%") for n in (0, 1, -3, 10 ** 20)]
r_nan = [format(float("nan"), s) for s in (".0%", "e", "+.2f", "010.1f", "E", "%")]
r_inf = [format(float("-inf"), s) for s in (".0%", "e", "010.1f", "F")]
