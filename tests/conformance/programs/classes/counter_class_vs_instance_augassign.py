# probe: a count kept by type(self).count += 1 vs self.count += 1 (which shadows), instances made a number of times from an input; a class list += through an instance
# inputs
made = 3
extra = [9]
# body
class A:
    count = 0
    shadow = 0
    items = []
    def __init__(self):
        type(self).count += 1
        self.shadow += 1
        self.items += extra
objs = [A() for _ in range(made)]
r_count = A.count
r_shadow_cls = A.shadow
r_shadow_inst = [o.shadow for o in objs]
r_items = A.items
r_same = all(o.items is A.items for o in objs)
r_inst_dict = sorted(vars(objs[0])) if objs else None
class B(A):
    pass
B()
r_b_count = (A.count, B.count)
r_b_in_dict = "count" in vars(B)
