# probe: copy.copy of an instance makes a new __dict__ whose values are shared; deepcopy copies them; class attributes untouched
# inputs
v = [1, 2]
# body
import copy
class P:
    shared = []
    def __init__(self):
        self.data = v
        self.name = "p"
p = P()
c = copy.copy(p)
r_new = (c is p, c.__dict__ is p.__dict__, c.data is p.data)
c.name = "c"
r_names = (p.name, c.name)
c.data.append(3)
r_p_data = p.data
d = copy.deepcopy(p)
d.data.append(4)
r_after_deep = (p.data, d.data)
d.shared.append("x")
r_class_attr = P.shared
r_type = type(d).__name__
