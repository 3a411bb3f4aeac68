# probe: deepcopy keeps a set or frozenset shared between two places shared in the copy
# inputs
v = 1
# body
import copy
s = {v, 2}
f = frozenset([v])
c = copy.deepcopy([s, s, f, f])
r_set_shared = c[0] is c[1]
r_frozen_shared = c[2] is c[3]
r_frozen_new = c[2] is f
