# probe: minimal: a generator expression over a non-iterable raises TypeError when made
# inputs
v = 5
# body
try:
    g = (x for x in v)
    r = "made"
except TypeError as e:
    r = str(e)
