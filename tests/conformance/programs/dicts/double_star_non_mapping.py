# probe: ** of a list in a dict display is a TypeError ('list' object is not a mapping); it ends the program
# expect: raises TypeError
# inputs
pairs = [("a", 1)]
# body
r_ok = {**dict(pairs)}
r_bad = {**pairs}
