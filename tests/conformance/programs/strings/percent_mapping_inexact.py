# probe: a printf-style format of a dict whose value (or of a tuple whose item's item) was
# changed on a path the run can't decide: the text is not known, nor the error it may raise
# inputs
n = 2
# body
n += 9
d = {"n": n, "name": "decode"}
r_text = "%(n)04d|%(name)s" % d
r_whole = "%s" % d
r_nested = "%s" % (([n], "x"),)
if n > 5:
    d["n"] = "eleven"
try:
    r_type = "%(n)d" % d
except TypeError:
    r_type = "TypeError"
