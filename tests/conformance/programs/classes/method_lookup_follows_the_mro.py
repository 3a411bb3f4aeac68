# probe: a method found in the class's MRO order (C3), not its bases depth first: `class D(B, C)` over `B(A)` and `C(A)` finds `C`'s before `A`'s; `__init__` and class attributes alike
# inputs
v = 3
# body
class A:
    kind = "A"
    def get(self):
        return "A"
    def __init__(self, x):
        self.x = x
class B(A):
    pass
class C(A):
    kind = "C"
    def get(self):
        return "C" + super().get()
    def __init__(self):
        self.x = 0
class D(B, C):
    pass
r_get = D().get()
r_kind = D.kind
r_unbound = D.get(D())
r_getattr = getattr(D(), "get")()
r_x = D().x
try:
    D(v)
    r_init = "ok"
except TypeError:
    r_init = "TypeError"
class E(C, B):
    pass
r_e = E().get()
