# probe: copy.deepcopy copies nested objects, preserves aliasing and cycles
# inputs
inner = [1, 2]
# body
import copy
data = {"a": inner, "b": inner, "t": (inner,)}
d = copy.deepcopy(data)
d["a"].append(3)
r_orig = data["a"]
r_alias_kept = d["a"] is d["b"]
r_tuple_inner = d["t"][0] is d["a"]
_cyc = [1]
_cyc.append(_cyc)
_cc = copy.deepcopy(_cyc)
r_cycle = _cc[1] is _cc
class Node:
    def __init__(self, v):
        self.v = v
        self.children = []
n = Node(1)
n.children.append(Node(2))
m = copy.deepcopy(n)
m.children[0].v = 99
r_node = n.children[0].v
