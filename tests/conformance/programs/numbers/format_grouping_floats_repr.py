# probe: ',' and '_' grouping with no type letter on floats (repr digits, grouped integer part), and with %, e, g types
# inputs
vals = [1234567.891, 1e15, 1e16, 0.1, 12345.0, -9876543.21, 1234.5e-10]
# body
r_comma = [format(v, ",") for v in vals]
r_under = [format(v, "_") for v in vals]
r_comma_prec = [format(v, ",.3") for v in vals]
r_comma_g = [format(v, ",g") for v in vals]
r_comma_e = [format(v, ",.2e") for v in vals]
r_comma_pct = [format(v, ",.1%") for v in vals[:3]]
r_comma_width = [format(v, ">20,.2f") for v in vals[:3]]
r_int_under_hex = [format(n, "_x") for n in (0xFFFFFFFF, 0x12345, -0xABCDE)]
r_int_under_bin = format(255, "_b") + "|" + format(256, "#_b") + "|" + format(4095, "_o")
