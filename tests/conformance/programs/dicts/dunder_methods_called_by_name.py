# probe: a dict's, list's and set's dunder methods called by name, the ones that change them
# among them
# inputs
k0 = 1
# body
d = {"b": 2}
d.__setitem__("b", 5)
r_d = d
d.__delitem__("b")
r_d2 = d
l = [k0]
l.__setitem__(0, 7)
r_l = l
r_get = {"x": k0}.__getitem__("x")
r_contains = [k0].__contains__(k0)
r_len = [k0, 2].__len__()
s = {k0}
s.__ior__({5})
r_s = sorted(s)
l2 = [k0]
l2.__iadd__([3])
r_l2 = l2
d5 = {}
d5.__init__(a=k0)
r_d5 = d5
