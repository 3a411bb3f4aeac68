# probe: deepcopy of a tuple in a cycle through a list returns the tuple copy made inside the cycle
# inputs
v = 1
# body
import copy
l = [v]
t = (l,)
l.append(t)
c = copy.deepcopy(t)
r_cycle = c[0][1] is c
r_not_orig = c is t
