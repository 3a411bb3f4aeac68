# probe: minimal: a negative '*' width in printf-style % means left-justify with that width
# inputs
w = -5
n = 42
# body
r_star_neg = "%*d|" % (w, n)
r_star_neg_s = "%*s|" % (w, "ab")
r_star_neg_f = "%*.1f|" % (w - 2, 2.5)
r_star_neg_zero = "%0*d|" % (w + 1, 1)
