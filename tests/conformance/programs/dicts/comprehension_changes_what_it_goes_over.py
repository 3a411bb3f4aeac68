# probe: comprehensions and generators whose items' work changes the dict, set or list they go
# over: a dict's or set's size changed is RuntimeError at the next step, a dict's values read
# as they are then, a list read by index as it grows
# inputs
k0 = 1
# body
d = {k0: 1}
try:
    r = [d.setdefault(k + 10, 0) for k in d]
except RuntimeError as e:
    r_err = type(e).__name__
r_d = d
s = {k0}
try:
    r_set = {s.add(x + 1) or x for x in s}
except RuntimeError as e:
    r_set_err = type(e).__name__
l = [k0, 2]
r_list = [l.append(x * 10) or x for x in l if x < 100]
r_l = l
d2 = {"a": k0, "b": 2}
r_vals = [d2.__setitem__("b", 5) or v for v in d2.values()]
d3 = {"a": k0}
try:
    r_gen = sum(d3.setdefault(k * 2, 1) for k in d3)
except RuntimeError as e:
    r_gen_err = type(e).__name__
d4 = {"a": k0, "b": 2}
r_keys_same = [d4.__setitem__(k, 9) or k for k in d4]
r_d4 = d4
