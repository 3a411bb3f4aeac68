# probe: int(s, **opts) with base= in an input dict parses in that base
# inputs
opts = {"base": 16}
# body
r_value = int("ff", **opts)
