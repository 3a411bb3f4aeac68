# probe: copy.copy and copy.deepcopy of objects holding inputs and shared sublists; __copy__/__deepcopy__ hooks; the aliasing after each
# inputs
items = [1, [2, 3]]
tag = "t"
# body
import copy
class Node:
    def __init__(self, items, tag):
        self.items = items
        self.tag = tag
        self.same = items
class Counted:
    copies = 0
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        Counted.copies += 1
        return Counted(self.v + "-copy")
n = Node(items, tag)
s = copy.copy(n)
d = copy.deepcopy(n)
r_shallow_shared = s.items is n.items
r_deep_shared = d.items is n.items
r_deep_alias = d.items is d.same
r_inner = d.items[1] is items[1]
s.items.append("s")
d.items.append("d")
r_items = items
r_d_items = d.items
c = copy.copy(Counted(tag))
r_hook = (c.v, Counted.copies)
r_deep_hook = copy.deepcopy([Counted(tag)])[0].v
