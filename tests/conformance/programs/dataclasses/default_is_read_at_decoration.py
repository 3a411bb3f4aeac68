# probe: a dataclass default is taken when the decorator runs: rebinding the class attribute later does not change __init__'s default, a shared mutable-but-hashable default is shared
# inputs
v = 7
# body
from dataclasses import dataclass, field, fields
class Box:
    def __init__(self):
        self.items = []
shared = Box()
@dataclass
class C:
    n: int = 1
    box: Box = shared
C.n = v
c1 = C()
c2 = C()
r_n = (c1.n, C.n, fields(C)[0].default)
c1.box.items.append("x")
r_shared = (c2.box.items, c1.box is c2.box)
r_explicit = C(5).n
