# probe: a walrus in a comprehension binds in the enclosing scope, also over items not known exactly that the run holds none of
# inputs
n = 4
# body
r_6 = [13, 0, 7]
del r_6[::2]
r_7 = [y for x in r_6[1:] if (y := x * 2) > 38]
r_elt = [(e := x) for x in r_6[1:]]
