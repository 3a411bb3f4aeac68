# probe: printf-style % formatting
# inputs
name = "x"
n = 7
f = 2.5
# body
r_s = "%s=%d" % (name, n)
r_single = "%s!" % name
r_float = "%.3f" % f
r_width = "%5d|%-5d|" % (n, n)
r_repr = "%r" % name
r_pct = "%d%%" % n
r_dict = "%(a)s-%(b)s" % {"a": 1, "b": 2}
r_hex = "%x %o %X" % (255, 8, 255)
r_zero = "%05.1f" % f
r_tuple_arg = "%s" % ((1, 2),)
