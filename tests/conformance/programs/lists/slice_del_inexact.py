# probe: a slice deleted from a value not known exactly (a list, or on another path a dict) may raise
# inputs
s = 'ab'
# body
d = {'a': 1}
d = list(d)
del d[:1]
r_d = d
