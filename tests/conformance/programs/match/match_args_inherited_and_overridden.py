# probe: __match_args__ is read from the class (inherited from a base, overridden in a subclass, set after the class was made), never from the instance
# inputs
v = 4
# body
class Base:
    __match_args__ = ("a",)
    def __init__(self, a, b=0):
        self.a = a
        self.b = b
class Child(Base):
    pass
class Swapped(Base):
    __match_args__ = ("b", "a")
class Late:
    def __init__(self):
        self.q = v
Late.__match_args__ = ("q",)
class InstanceOnly:
    def __init__(self):
        self.p = v
        self.__match_args__ = ("p",)
def m(o):
    match o:
        case Swapped(b, a):
            return ("swapped", b, a)
        case Child(a):
            return ("child", a)
        case Base(a):
            return ("base", a)
        case Late(q):
            return ("late", q)
    return "none"
r_child = m(Child(v))
r_swapped = m(Swapped(1, v))
r_base = m(Base(v))
r_late = m(Late())
try:
    match InstanceOnly():
        case InstanceOnly(p):
            r_instance = p
except TypeError as e:
    r_instance = type(e).__name__
Base.__match_args__ = ("b",)
r_child_after = m(Child(1, v))
