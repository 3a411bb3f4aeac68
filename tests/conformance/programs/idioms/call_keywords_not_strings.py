# probe: ** of a dict with non-string keys into a call (dict(**d) or f(**d)) is a TypeError: keywords must be strings; it ends the program
# expect: raises TypeError
# inputs
sizes = {1: "a", 2: "b"}
# body
r_ok = dict(sizes)
r_bad = dict(**sizes)
