# probe: minimal: '#g' keeps the decimal point when all significant digits are before it ("123456." / "10.")
# inputs
x = 123456.0
y = 9.9999
# body
r_alt_g = format(x, "#g")
r_alt_2g = format(y, "#.2g")
r_pct_alt = "%#g" % x
r_fstr = f"{100000.0:#g}"
r_alt_0g_exp = format(255.0, "#.0g")
r_pct_alt_0g = "%#.0g" % 1e-05
