# probe: str.format(**cfg) with an input dict fills the named fields from it
# inputs
cfg = {"bs": 4, "dtype": "bf16"}
# body
r_named = "{bs}-{dtype}".format(**cfg)
r_one = "bs={bs}".format(**cfg)
