# probe: the same object placed in a list and a dict under an input key, changed through one path, read through the other; copies vs aliases
# inputs
key = "k"
inc = 3
# body
import copy
class Box:
    def __init__(self, v):
        self.v = v
b = Box(1)
lst = [b, b, Box(1)]
d = {key: b, "other": lst[2]}
d[key].v += inc
r_lst = [o.v for o in lst]
r_same = lst[0] is d[key]
shallow = list(lst)
deep = copy.deepcopy(lst)
shallow[2].v = 50
deep[0].v = 99
r_after = [o.v for o in lst]
r_deep = [o.v for o in deep]
r_deep_alias = deep[0] is deep[1]
r_other = d["other"].v
r_max = max(lst, key=lambda o: o.v) is b
