# probe: minimal: iter(v, sentinel) with v not callable raises TypeError
# inputs
v = 5
# body
try:
    iter(v, 0)
    r = "no error"
except TypeError as e:
    r = str(e)
