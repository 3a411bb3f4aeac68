# probe: deepcopy of self-referencing list and dict and a cycle through an object attribute
# inputs
v = 7
# body
import copy
a = [v]
a.append(a)
b = copy.deepcopy(a)
r_list = (b[1] is b, b[1] is a, b[0])
d = {"k": v}
d["self"] = d
e = copy.deepcopy(d)
r_dict = (e["self"] is e, e is d, e["k"])
class Node:
    pass
n = Node()
n.next = n
n.val = [v]
m = copy.deepcopy(n)
r_node = (m.next is m, m is n, m.val == n.val, m.val is n.val)
s = copy.copy(a)
r_shallow = (s[1] is a, s is a)
