# probe: formatting inf and nan with zero padding, sign, width, grouping, precision and alternate form
# inputs
inf = float("inf")
nan = float("nan")
# body
r_inf = [format(inf, s) for s in ("05", "08.2f", "+", " ", ",", "#", "<6", "^7", "=+8", "e", "G", "%")]
r_ninf = [format(-inf, s) for s in ("08", "=8", "010.1e", "+g")]
r_nan = [format(nan, s) for s in ("05", "08.2f", "+", " ", "#g", "E", ".0%", "F")]
r_neg_nan = format(-nan, "") + "|" + repr(-nan)
r_pct = ["%05f" % inf, "%+f" % inf, "%-6f|" % nan, "%e" % -inf, "%G" % nan, "%08.2f" % -inf]
r_str = (str(inf), repr(-inf), str(nan), f"{inf:.3}", f"{inf!r}")
