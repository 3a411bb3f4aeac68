# probe: '*' width and '.*' precision take any int, a bool included; a float or str there is TypeError
# inputs
on = True
w = 6
# body
r_bool_w = "%*d|" % (on, 5)
r_bool_p = "%.*f|" % (on, 2.25)
r_int = "%*.*f|" % (w, 1, 3.14159)
r_neg_p = "%.*f|" % (-3, 2.5)
r_zero_w = "%*s|" % (0, "ab")
try:
    "%*d" % (2.0, 5)
    r_float_w = "ok"
except TypeError as e:
    r_float_w = type(e).__name__
try:
    "%.*f" % ("2", 1.0)
    r_str_p = "ok"
except TypeError as e:
    r_str_p = type(e).__name__
try:
    "%*d" % (3,)
    r_short = "ok"
except TypeError as e:
    r_short = type(e).__name__
