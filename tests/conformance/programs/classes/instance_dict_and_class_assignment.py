# probe: vars() and __dict__: assigning __dict__, vars of a slotted object, __class__ assignment changing behaviour, dir lists inherited names
# inputs
v = 2
# body
class A:
    kind = "A"
    def who(self):
        return "A" + str(self.n)
class B:
    kind = "B"
    def who(self):
        return "B" + str(self.n)
a = A()
a.n = v
r_vars = vars(a)
a.__dict__ = {"n": v * 10, "extra": 1}
r_after = (a.n, a.extra, a.who())
a.__class__ = B
r_class = (type(a).__name__, a.kind, a.who(), isinstance(a, A))
try:
    a.__class__ = int
except TypeError as e:
    r_bad_class = type(e).__name__
class S:
    __slots__ = ("x",)
try:
    vars(S())
except TypeError as e:
    r_vars_slots = str(e)
try:
    a.__dict__ = [1]
except TypeError as e:
    r_bad_dict = str(e)
r_dir = [n for n in dir(B()) if not n.startswith("__")]
r_class_vars = sorted(k for k in vars(A) if not k.startswith("__"))
r_dict_is_vars = vars(a) is a.__dict__
try:
    vars(1)
except TypeError as e:
    r_vars_int = str(e)
