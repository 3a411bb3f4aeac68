# probe: printf-style % corner conversions: %r/%a with width/precision, %s of bytes/None/tuples-in-tuples, %% with width, mapping keys reused, %g/%e exponents
# inputs
name = "bf16"
val = 0.0001234
# body
r_r_width = ["%-8r|" % name, "%8r|" % name, "%.3r" % name, "%a" % "caf\u00e9", "%-10a|" % "\u00e9"]
r_s_misc = ["%s" % (b"x",), "%s" % ((1, 2),), "%s|%s" % (None, ...), "%s" % {"a": 1}, "%10s|" % (1.5,), "%-4s|" % True]
r_map = ["%(n)s=%(n)r" % {"n": name}, "%(v).2e %(v)g" % {"v": val}, "%(a)5d|%(a)-5d|" % {"a": 7}, "%()s" % {"": "empty-key"}]
r_g = ["%g" % v for v in (val, 1e16, 123456789.0, 1e-5, 100.0, 0.0, -1.5)]
r_g_prec = ["%.3g" % v for v in (val, 1234.5, 0.5, 99.99)]
r_e_big = ["%e" % v for v in (1e100, 1e-100, 1.5e300, 12345.6789)]
r_int_float = ["%.2f" % 7, "%e" % 7, "%g" % 7, "%5.1f|" % True]
r_str_prec_num = ["%.2s" % 1.2345, "%.3s" % [1, 2], "%.0s|" % "abc"]
r_hex_neg = ["%x" % -255, "%#X" % -255, "%#o" % -8, "%+x" % 255, "% x" % 255, "%#5x|" % 1]
r_pct_plain = "100%%|%d" % 3
try:
    r_pct_width = "%5%" % ()
except (TypeError, ValueError) as e:
    r_pct_width = type(e).__name__ + ": " + str(e)
try:
    r_pct_width_arg = "%-5%|" % ("x",)
except (TypeError, ValueError) as e:
    r_pct_width_arg = type(e).__name__ + ": " + str(e)
