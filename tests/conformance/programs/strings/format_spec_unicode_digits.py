# probe: width and precision in a format spec may be written in any script's decimal digits (format(), f-strings, str.format); %-format takes ASCII only
# inputs
n = 5
x = 2.5
# body
r_width = format(n, "\u0663")
r_prec = format(x, ".\u0662f")
r_both = format(x, "\u0661\u0660.\u0663e")
r_fstr = f"{'a':\u0663}|"
r_method = "{0:\u0664}|".format("b")
r_fill = format("c", "*^\u0665")
try:
    r_pct = "%\u0663d" % n
except ValueError as e:
    r_pct = type(e).__name__
