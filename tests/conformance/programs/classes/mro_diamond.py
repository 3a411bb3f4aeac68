# probe: C3 method resolution order on a diamond, and super() following it
# inputs
x = 0
# body
class A:
    def who(self):
        return ["A"]
class B(A):
    def who(self):
        return ["B"] + super().who()
class C(A):
    def who(self):
        return ["C"] + super().who()
class D(B, C):
    def who(self):
        return ["D"] + super().who()
r_mro = [k.__name__ for k in D.__mro__]
r_who = D().who()
r_mro_method = [k.__name__ for k in D.mro()]
class E(C, B):
    pass
r_e = E().who()
try:
    class Bad(A, B):
        pass
    r_bad = "ok"
except TypeError as e:
    r_bad = type(e).__name__
