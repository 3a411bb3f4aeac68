# probe: zero-argument super() works in a method wrapped by a decorator that keeps the function in a closure (the __class__ cell is lexical)
# inputs
v = 3
# body
class Base:
    def m(self):
        return v
def deco(f):
    def w(self):
        return f(self)
    return w
class Sub(Base):
    @deco
    def p(self):
        return super().m()
r_got = Sub().p()
