# probe: super(type, obj) refuses obj that is not an instance or subclass of type
# inputs
v = 1
# body
class Base:
    def who(self):
        return "Base"
class Sub(Base):
    pass
try:
    super(Sub, Base())
    r = "ok"
except TypeError as e:
    r = str(e)
try:
    super(Sub, 5).who()
    r_int = "ok"
except TypeError as e:
    r_int = str(e)
