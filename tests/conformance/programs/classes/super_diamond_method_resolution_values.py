# probe: super() chain in a diamond returns composed values; super(Left, obj) skips Left; method defined only in one branch
# inputs
s = "x"
# body
class A:
    def who(self):
        return ["A"]
    def only(self):
        return "A.only"
class B(A):
    def who(self):
        return ["B"] + super().who()
class C(A):
    def who(self):
        return ["C"] + super().who()
    def only(self):
        return "C.only+" + super().only()
class D(B, C):
    def who(self):
        return [s] + super().who()
d = D()
r_who = d.who()
r_skip = super(B, d).who()
r_only = d.only()
r_b_only = super(B, d).only()
r_c_only = super(C, d).only()
try:
    super(A, d).who()
except AttributeError as e:
    r_top = type(e).__name__
r_super_type = type(super(D, d)).__name__
