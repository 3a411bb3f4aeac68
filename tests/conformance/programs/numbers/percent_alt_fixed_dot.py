# probe: minimal: printf-style '%#.0f' keeps the decimal point ("1."), as format(x, '#.0f') does
# inputs
x = 1.0
# body
r_pct = "%#.0f" % x
r_pct_width = "%#6.0f|" % 123.0
r_format = format(x, "#.0f")
