# probe: zero-argument super() works inside a property setter made with @prop.setter
# inputs
v = 3
# body
class Base:
    def m(self):
        return v
class Sub(Base):
    @property
    def p(self):
        return 0
    @p.setter
    def p(self, val):
        self.got = super().m() + val
s = Sub()
s.p = 1
r_got = s.got
