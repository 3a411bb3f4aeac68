# probe: @dataclass does not replace methods the class body defines: its own __init__, __repr__, __eq__ stay; fields still collected
# inputs
v = 2
# body
from dataclasses import dataclass, fields
@dataclass
class C:
    a: int
    b: int = 0
    def __init__(self, a):
        self.a = a * 10
        self.b = -1
    def __repr__(self):
        return f"C<{self.a}>"
    def __eq__(self, other):
        return True
c = C(v)
r_c = (c.a, c.b, repr(c), c == 5)
r_fields = [f.name for f in fields(C)]
try:
    C(1, 2)
    r_two = "ok"
except TypeError as e:
    r_two = type(e).__name__
r_hash_none = C.__hash__ is None
