# probe: += mutates a list in place (aliases see it); on tuples and strings it rebinds
# inputs
items = [1]
t = (1,)
s = "a"
# body
alias = items
items += [2]
r_alias = alias
r_same = alias is items
t_alias = t
t += (2,)
r_t = t
r_t_alias = t_alias
s_alias = s
s += "b"
r_s_alias = s_alias
d = {"k": [0]}
d["k"] += [1]
r_d = d
class Box:
    def __init__(self):
        self.n = 1
b = Box()
b.n += 5
r_attr = b.n
