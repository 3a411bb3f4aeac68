# probe: zip(a, b, **opts) with strict=True in an input dict raises ValueError on unequal lengths; it ends the program
# expect: raises ValueError
# inputs
opts = {"strict": True}
# body
r_pairs = list(zip([1], [2, 3], **opts))
