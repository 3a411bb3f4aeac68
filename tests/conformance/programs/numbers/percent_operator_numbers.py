# probe: %-formatting of numbers: %d of floats and bools, %x of floats refused, %e/%g/%c, flags and width from *
# inputs
x = 3.75
n = 255
w = 8
# body
r_d = ("%d" % x, "%d" % True, "%i" % -x, "%u" % n)
r_x = ("%x" % n, "%#X" % n, "%#o" % 8, "%o" % -8, "%08.3f" % x)
try:
    "%x" % x
except TypeError as err:
    r_x_float = type(err).__name__
    r_x_float_msg = str(err)
r_e = ("%e" % n, "%.2E" % x, "%g" % 1e-5, "%G" % 1e20, "%#g" % 1.0)
r_c = ("%c" % 65, "%c" % "z")
r_star = ("%*d" % (w, n), "%-*d|" % (w, n), "%.*f" % (2, x), "%*.*f" % (w, 1, x))
r_flags = ("%+d" % n, "% d" % n, "%+.1f" % -x, "%-6d|" % n, "%06d" % -n, "%5.1f%%" % 12.34)
r_r_s = ("%r" % 1.0, "%s" % 1e16, "%a" % "é")
r_big = "%d" % 10 ** 30
r_big_float = "%.0f" % 1e22
try:
    "%d" % "1"
except TypeError as err:
    r_d_str = type(err).__name__
    r_d_str_msg = str(err)
try:
    "%d %d" % (1,)
except TypeError as err:
    r_too_few = str(err)
try:
    "%d" % (1, 2)
except TypeError as err:
    r_too_many = str(err)
r_tuple_arg = "%s" % ((1, 2),)
try:
    "%s" % (1, 2)
except TypeError as err:
    r_tuple_many = type(err).__name__
