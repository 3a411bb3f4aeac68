# probe: zero-argument super() in a function defined at module level (no __class__ cell) raises RuntimeError even when the function is made a method
# inputs
v = 1
# body
def loose(self):
    return super().m()
class Base:
    def m(self):
        return v
class Child(Base):
    go = loose
try:
    Child().go()
    r_loose = "worked"
except RuntimeError as e:
    r_loose = type(e).__name__
