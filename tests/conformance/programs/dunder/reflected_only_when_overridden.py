# probe: the right operand's reflected method goes first only if its subclass overrides it; an inherited one waits
# inputs
n = 1
# body
class Base:
    def __add__(self, o):
        return "add"
    def __radd__(self, o):
        return "radd"
class Sub(Base):
    pass
r = Base() + Sub()
r_n = n + Sub()
