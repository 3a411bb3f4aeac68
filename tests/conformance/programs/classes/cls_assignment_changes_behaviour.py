# probe: assigning __class__ on an instance switches methods; incompatible layout raises TypeError; isinstance follows
# inputs
v = 2
# body
class A:
    def who(self):
        return "A"
class B:
    def who(self):
        return "B"
    def extra(self):
        return self.val * v
a = A()
a.val = 10
r_before = a.who()
a.__class__ = B
r_after = (a.who(), a.extra(), isinstance(a, B), isinstance(a, A))
r_type = type(a).__name__
try:
    a.__class__ = int
except TypeError as e:
    r_int = type(e).__name__
class S:
    __slots__ = ("q",)
try:
    a.__class__ = S
except TypeError as e:
    r_slots = type(e).__name__
try:
    a.__class__ = 5
except TypeError as e:
    r_nonclass = type(e).__name__
