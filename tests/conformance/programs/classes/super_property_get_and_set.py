# probe: super().prop reads through the parent's property; super().prop = value raises AttributeError; super() gives class attributes too
# inputs
v = 3
# body
class Base:
    kind = "base-kind"
    def __init__(self):
        self._p = v
    @property
    def p(self):
        return self._p * 10
    @p.setter
    def p(self, val):
        self._p = val
class Sub(Base):
    kind = "sub-kind"
    @property
    def p(self):
        return super().p + 1
    @p.setter
    def p(self, val):
        try:
            super().p = val
            self.how = "super set"
        except AttributeError:
            Base.p.fset(self, val)
            self.how = "fset"
    def kinds(self):
        return (self.kind, super().kind)
s = Sub()
r_get = s.p
s.p = v + 1
r_after = (s.p, s.how)
r_kinds = s.kinds()
