# probe: f(**pairs) with a list of pairs is a TypeError (argument after ** must be a mapping); it ends the program
# expect: raises TypeError
# inputs
pairs = [("a", 1)]
# body
def run(**kw):
    return kw
r_ok = run(**dict(pairs))
r_bad = run(**pairs)
