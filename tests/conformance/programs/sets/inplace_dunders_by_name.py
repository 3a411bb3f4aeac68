# probe: a set's in-place operator methods called by name change the set
# inputs
v = 2
# body
s = {1}
s.__ior__({v})
r_ior = sorted(s)
s.__isub__({1})
r_isub = sorted(s)
s.__ixor__({v, 5})
r_ixor = sorted(s)
s.__iand__({7})
r_iand = sorted(s)
t = {1, 2}
t.__init__([v, 9])
r_init = sorted(t)
u = {3}
r_ret = u.__ior__({4}) is u
