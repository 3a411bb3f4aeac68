# probe: super() with no arguments needs the __class__ cell: a function defined outside a class fails; __class__ in a method names the defining class, not the subclass
# inputs
v = 2
# body
def loose(self):
    return super().m()
class Base:
    def m(self):
        return "base"
    def which(self):
        return __class__.__name__
class Child(Base):
    go = loose
    def m(self):
        return "child+" + super().m()
c = Child()
try:
    c.go()
    r_loose = "worked"
except RuntimeError as e:
    r_loose = str(e)
r_which = c.which()
r_m = c.m()
class Explicit(Child):
    def m(self):
        return "explicit+" + super(Child, self).m()
r_explicit = Explicit().m()
r_super_obj = super(Child, c).m()
try:
    super(Child, 5)
except TypeError as e:
    r_bad_super = type(e).__name__
