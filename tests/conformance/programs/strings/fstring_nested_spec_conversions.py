# probe: nested replacement fields inside format specs: conversions there, computed fill/align/type, and str.format's one level of nesting
# inputs
x = 3.14159
w = 9
fill = "*"
# body
r_fill = f"{x:{fill}^{w}.2f}"
r_conv_in_spec = f"{'ab':{w!r}}|"
r_type = [f"{255:{t}}" for t in "bdoxX"]
r_sign = f"{x:{'+'}{w}.{1}e}"
r_fmt_nested = "{0:{1}{2}{3}.{4}f}".format(x, fill, ">", w, 3)
r_fmt_conv = "{0:{1!s}}|".format("ab", 5)
r_keyword = "{v:{f}<{w}}".format(v="x", f="_", w=4)
try:
    f"{x:{'q'}}"
    r_bad = "ok"
except ValueError as e:
    r_bad = type(e).__name__
