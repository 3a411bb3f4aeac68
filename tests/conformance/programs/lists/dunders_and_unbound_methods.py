# probe: list and dict methods called unbound or as dunders by name change the container
# inputs
v = 2
# body
a = [1]
a.__iadd__([v])
r_iadd = list(a)
a.__imul__(2)
r_imul = list(a)
a.__init__("xy")
r_init = list(a)
list.append(a, v)
list.extend(a, [v])
r_unbound = list(a)
a.__setitem__(0, "z")
a.__delitem__(-1)
r_items = list(a)
d = {"k": 1}
d.__init__(j=v)
r_dict_init = dict(d)
dict.update(d, {"q": 0})
dict.__setitem__(d, "w", v)
r_dict_unbound = d
s = set()
set.add(s, v)
set.update(s, [5])
r_set_unbound = sorted(s)
