# probe: repr/str of tuples: one-element trailing comma, nested, empty, strings with quotes, floats, recursive via list
# inputs
v = 1
# body
r_one = repr((v,))
r_empty = str(())
r_nested = repr(((v,), (), ((),)))
r_strs = repr(("a'b", 'c"d', "e"))
r_floats = str((1.0, 1e16, 0.1, -0.0))
l = [v]
t = (l,)
l.append(t)
r_recursive = repr(t)
r_format = "{}".format((v, "x"))
r_fstring = f"{(v, None)!r}"
r_percent = "%s" % ((v, 2),)
try:
    "%s" % (v, 2)
except TypeError as e:
    r_percent_err = type(e).__name__
