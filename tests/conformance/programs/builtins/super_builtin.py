# probe: super() with no arguments and with explicit arguments, in methods and classmethods
# inputs
v = 2
# body
class A:
    def f(self):
        return "A.f"
    @classmethod
    def make(cls):
        return cls.__name__
class B(A):
    def f(self):
        return "B>" + super().f()
    @classmethod
    def make(cls):
        return "B:" + super().make()
class C(B):
    def f(self):
        return "C>" + super(B, self).f()
r_b = B().f()
r_c = C().f()
r_make = C.make()
r_explicit = super(B, B()).f()
