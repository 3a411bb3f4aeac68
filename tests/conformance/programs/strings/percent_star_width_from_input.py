# probe: a '*' width taken from an input, then a %d conversion whose value is a str raises TypeError (here uncaught)
# expect: raises TypeError
# inputs
w = 5
# body
r_before = "set"
r_ok = "%*d|" % (w, 1)
r_bad = "%*d" % (w, "x")
r_after = "unreached"
