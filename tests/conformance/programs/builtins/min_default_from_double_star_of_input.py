# probe: min(empty, **opts) with default= in an input dict returns the default instead of raising
# inputs
opts = {"default": 0}
# body
r_value = min([], **opts)
