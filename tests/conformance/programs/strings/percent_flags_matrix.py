# probe: printf-style % with flag combinations (-, +, space, 0, #) and width/precision over d, i, u, x, o, e, f, g, s, r
# inputs
n = 42
neg = -42
x = 3.14159
# body
r_d = ["%5d|" % n, "%-5d|" % n, "%+d" % n, "% d" % n, "%05d" % neg, "%-05d|" % n, "%+05d" % n, "% 05d" % n, "%.3d" % n, "%6.3d|" % neg, "%i" % n, "%u" % neg]
r_x = ["%x" % 255, "%X" % 255, "%#x" % 255, "%#X" % 255, "%#o" % 8, "%o" % neg, "%#x" % 0, "%08.3x|" % 255, "%#08x" % 255, "%-#8x|" % 255, "%x" % neg, "%#x" % neg]
r_f = ["%f" % x, "%.0f" % x, "%10.3f|" % x, "%-10.2f|" % x, "%+.1f" % x, "% .1f" % x, "%010.2f" % -x, "%.2f" % n, "%e" % x, "%.0e" % x, "%E" % x, "%G" % 1e-10]
r_s = ["%s" % "ab", "%5s|" % "ab", "%-5s|" % "ab", "%.1s" % "ab", "%5.1s|" % "ab", "%r" % "ab", "%a" % "\u00e9", "%s" % 3.0, "%s" % None, "%s" % [1, "a"], "%r" % 1.5, "%05s" % "ab"]
r_star = ["%*d" % (5, n), "%-*d|" % (5, n), "%.*f" % (2, x), "%*.*f|" % (8, 3, x), "%*d" % (-5, n)]
r_float_d = ["%d" % 3.99, "%d" % -3.99, "%x" % True, "%d" % True, "%s" % True, "%f" % True]
r_percent = ("%d%%" % 50, "100%%" % (), "%%s" % ())
