# probe: an unknown conversion character is ValueError, a trailing lone '%' is ValueError, one length modifier h/l/L is skipped (two are not)
# inputs
n = 5
# body
r_len_mod = ["%ld" % n, "%hd" % n, "%Lf" % 1.5, "%5ls|" % "ab", "%-3hi|" % n]
errs = []
for fmt in ("%y", "%", "abc%", "%5", "%.", "%-", "%(", "%k %d", "%d %k", "%lld", "%hhd", "%lLf"):
    try:
        fmt % (n,)
        errs.append("ok")
    except (ValueError, TypeError) as e:
        errs.append(type(e).__name__)
r_errs = errs
try:
    "%d %y" % ("x", 1)
    r_first_wins = "ok"
except (ValueError, TypeError) as e:
    r_first_wins = type(e).__name__
try:
    r_double_l = "%lld" % n
except ValueError as e:
    r_double_l = type(e).__name__
