# probe: deepcopy keeps sharing inside the copied structure: the same list twice stays one list; tuple with shared lists
# inputs
inner = [1]
# body
import copy
outer = [inner, inner, (inner, inner)]
d = copy.deepcopy(outer)
r_shared = (d[0] is d[1], d[2][0] is d[0], d[0] is inner)
d[0].append(2)
r_d = d
r_inner = inner
t = (1, 2, (3, "x"))
r_tuple_same = copy.deepcopy(t) is t
t2 = (1, [2])
dt2 = copy.deepcopy(t2)
r_tuple_new = (dt2 is t2, dt2 == t2, dt2[1] is t2[1])
r_shallow_tuple = copy.copy(t2) is t2
