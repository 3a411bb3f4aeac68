# probe: an attribute deleted on one side of an undecided branch: reading it after may find the instance's or the class's
# inputs
flag = True
# body
class Plain:
    x = 0


q = Plain()
q.x = 5
if flag:
    del q.x
r_after_del = q.x
