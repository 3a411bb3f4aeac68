# probe: dataclass __repr__ of a self-referencing instance shows ...; nested dataclasses in lists and dicts; repr=False fields omitted; a field holding a class
# inputs
v = 2
# body
from dataclasses import dataclass, field
@dataclass
class Node:
    val: int
    kids: list = field(default_factory=list)
    parent: object = field(default=None, repr=False)
    tag: object = None
root = Node(v)
child = Node(v + 1, parent=root)
root.kids.append(child)
r_repr = repr(root)
loop = Node(0)
loop.kids.append(loop)
r_loop = repr(loop)
r_str = str(Node(v, tag=int))
r_dict_repr = repr({"k": Node(1, tag="t")})
r_fstring = f"{child!r}"
