# probe: minimal: in 3.11 "%5%" % () raises TypeError (the '%' conversion with a width wants an argument); it is not a literal percent sign
# inputs
fmt = "%5%"
# body
r_plain = "%%" % ()
try:
    r_no_arg = fmt % ()
except (TypeError, ValueError) as e:
    r_no_arg = type(e).__name__ + ": " + str(e)
