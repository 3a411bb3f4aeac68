# probe: %-formatting quirks in report lines: a list or dict right operand with no specifiers is accepted, a dict operand with %s prints the dict, %d truncates floats, %x on float TypeError, %c
# inputs
row = {"op": "gemm", "us": 3.75}
n = 65
# body
def attempt(fn):
    try:
        return fn()
    except (TypeError, ValueError, KeyError) as e:
        return type(e).__name__
r_list_noop = attempt(lambda: "abc" % [])
r_dict_noop = attempt(lambda: "abc" % {})
r_int_noop = attempt(lambda: "abc" % 5)
r_empty_tuple = attempt(lambda: "abc" % ())
r_dict_s = attempt(lambda: "%s" % row)
r_dict_named = attempt(lambda: "%(op)s:%(us).1f" % row)
r_named_missing = attempt(lambda: "%(dtype)s" % row)
r_mixed = attempt(lambda: "%(op)s %s" % row)
r_d_float = attempt(lambda: "%d|%i" % (row["us"], -row["us"]))
r_x_float = attempt(lambda: "%x" % row["us"])
r_x_int = attempt(lambda: "%#x %o %X" % (255, 8, 255))
r_c = attempt(lambda: "%c%c" % (n, "z"))
r_c_bad = attempt(lambda: "%c" % "zz")
r_width = attempt(lambda: "%5.1s|%-4d|%+d" % ("abc", 7, n))
r_star = attempt(lambda: "%*d|%-*.*f" % (5, 1, 8, 2, row["us"]))
r_pct_end = attempt(lambda: "50%" % ())
