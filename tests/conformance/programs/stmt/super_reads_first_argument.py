# probe: zero-argument super() uses the method's first parameter whatever its name, and its current value: rebinding it to another instance of the class changes the receiver, to a foreign object raises TypeError, deleting it raises RuntimeError; a method taking only *args has no first argument
# inputs
v = 1
# body
class Base:
    def who(self):
        return ("Base.who", getattr(self, "tag", None))
class Child(Base):
    def __init__(self, tag):
        self.tag = tag
    def renamed(this):
        return super().who()
    def rebound(self, other):
        self = other
        return super().who()
    def deleted(self):
        del self
        return super().who()
    def star_only(*args):
        return super().who()
def attempt(thunk):
    try:
        return thunk()
    except TypeError:
        return "TypeError"
    except RuntimeError:
        return "RuntimeError"
c = Child("c")
r_renamed = attempt(lambda: c.renamed())
r_rebound_same_class = attempt(lambda: c.rebound(Child("other")))
r_rebound_foreign = attempt(lambda: c.rebound(Base()))
r_deleted = attempt(lambda: c.deleted())
r_star_only = attempt(lambda: c.star_only())
r_explicit = super(Child, c).who()
