# probe: super(Class, obj) and super(Class, Cls) for classmethods; skipping a level; super() attribute absent raises AttributeError; super() in __init__ chain with different args
# inputs
v = 3
# body
class A:
    def who(self):
        return "A"
    @classmethod
    def cname(cls):
        return "A:" + cls.__name__
class B(A):
    def who(self):
        return "B" + super().who()
    @classmethod
    def cname(cls):
        return "B>" + super().cname()
class C(B):
    def who(self):
        return "C" + super().who()
c = C()
r_full = c.who()
r_skip = super(B, c).who()
r_skip_one = super(C, c).who()
r_cls = C.cname()
r_cls_two = super(B, C).cname()
try:
    super(A, c).who()
except AttributeError as e:
    r_err = type(e).__name__
try:
    super(C, A())
except TypeError as e:
    r_err2 = type(e).__name__
r_n = [super(B, c).who() for _ in range(v)]
