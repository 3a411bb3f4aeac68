# probe: printf-style % formatting in harness logs: %s/%r/%d/%i/%f/%e/%g/%x/%o/%c, width/precision/flags, * widths, mapping keys, a tuple versus a single argument, and the TypeErrors of wrong counts and types
# inputs
name = "gemm"
ms = 1.23456
n = 42
cfg = {"dtype": "bf16", "bs": 16}
# body
r_basic = "%s %d %.2f" % (name, n, ms)
r_single = "%s" % name
r_single_tuple = "%s" % (name,)
r_tuple_as_arg = "%s" % ((1, 2),)
r_list_arg = "%s" % [1, 2]
r_dict_arg = "%s" % {"a": 1}
r_repr = "%r %r" % (name, n)
r_width = "[%8s][%-8s][%5d][%-5d][%05d][%+d][% d]" % (name, name, n, n, n, n, n)
r_float = "%f %.0f %.3e %g %G %10.4f|%-10.1f|" % (ms, ms, ms, 1e-5, 1e20, ms, ms)
r_int_conv = "%d %i %d %d" % (3.99, -3.99, True, n)
r_hex = "%x %X %#x %o %#o %08x" % (255, 255, 255, 8, 8, 255)
r_char = "%c%c" % (65, "z")
r_prec_str = "%.3s|%5.2s|" % (name, name)
r_star = "%*d|%-*d|%.*f" % (5, n, 5, n, 2, ms)
r_mapping = "%(dtype)s-%(bs)03d" % cfg
r_mapping_repeat = "%(bs)d %(bs)x %(dtype)r" % cfg
r_percent = "%d%%" % 50
r_percent_only = "100%%" % ()
r_none = "%s %r" % (None, None)
r_neg_zero = "%.1f %d" % (-0.0, -0.0)
r_round_half = "%.0f %.0f %.0f %.1f" % (0.5, 1.5, 2.5, 0.25)
errs = {}
for label, fmt, args in [
    ("too_few", "%s %s", ("a",)),
    ("too_many", "%s", ("a", "b")),
    ("d_str", "%d", ("x",)),
    ("f_str", "%f", ("x",)),
    ("x_float", "%x", (1.5,)),
    ("c_big", "%c", ("ab",)),
    ("map_tuple", "%(a)s", ("a",)),
    ("bad_char", "%y", (1,)),
    ("trailing", "abc%", ()),
    ("missing_key", "%(zz)s", {"a": 1}),
]:
    try:
        errs[label] = fmt % args
    except (TypeError, ValueError, KeyError) as e:
        errs[label] = (type(e).__name__, str(e))
r_errs = errs
r_dict_without_keys = "%s" % {"a": 1}
r_empty_tuple_fmt = "abc" % ()
try:
    "abc" % (1,)
except TypeError as e:
    r_no_spec_args = str(e)
r_bytes_style = "%s|%5s|" % (b"ab", True)
r_big = "%d" % (10 ** 20)
