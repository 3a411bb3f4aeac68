# probe: %d/%i/%u of nan is ValueError and of inf OverflowError (here uncaught on inf), while %f/%e/%g show them
# expect: raises OverflowError
# inputs
inf = float("inf")
# body
r_f = "%f|%e|%g|%F" % (inf, -inf, float("nan"), inf)
try:
    "%d" % float("nan")
    r_nan = "ok"
except ValueError as e:
    r_nan = type(e).__name__
r_before = "set"
r_bad = "%i" % inf
r_after = "unreached"
