# probe: an uncaught KeyError from a dict lookup ends the module
# expect: raises KeyError
# inputs
table = {"a": 1}
key = "b"
# body
r_a = table["a"]
r_b = table[key]
