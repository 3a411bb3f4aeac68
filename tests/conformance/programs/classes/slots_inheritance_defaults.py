# probe: __slots__ with inheritance, class-variable conflicts, string slots, __dict__ slot, deleting a slot
# inputs
v = 5
# body
class A:
    __slots__ = ("x",)
class B(A):
    __slots__ = ("y",)
class C(A):
    pass
b = B()
b.x = v
b.y = v + 1
r_b = (b.x, b.y, hasattr(b, "__dict__"))
c = C()
c.z = 1
r_c_dict = c.__dict__
try:
    class Conflict:
        __slots__ = ("x",)
        x = 1
except ValueError as e:
    r_conflict = str(e)
class S:
    __slots__ = "only"
s = S()
s.only = v
r_only = s.only
try:
    s.other = 1
except AttributeError as e:
    r_other = type(e).__name__
class D:
    __slots__ = ("a", "__dict__")
d = D()
d.a = 1
d.b = 2
r_d = (d.a, d.__dict__)
del b.x
try:
    b.x
except AttributeError as e:
    r_deleted = type(e).__name__
r_kind = type(A.__dict__["x"]).__name__
try:
    class Layout(A, B.__bases__[0].__class__("Other", (), {"__slots__": ("w",)})):
        pass
    r_layout = "ok"
except TypeError as e:
    r_layout = type(e).__name__
