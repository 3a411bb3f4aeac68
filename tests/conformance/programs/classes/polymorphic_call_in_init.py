# probe: a base __init__ calling a method overridden in a subclass runs the subclass version before the subclass __init__ finished; attributes set before/after super().__init__
# inputs
v = 2
# body
log = []
class Base:
    def __init__(self, n):
        self.n = n
        self.setup()
        log.append(("base-init", type(self).__name__))
    def setup(self):
        log.append("base-setup")
        self.kind = "base"
class Sub(Base):
    def __init__(self, n):
        self.early = getattr(self, "n", "unset")
        super().__init__(n * v)
        self.late = self.n + 1
    def setup(self):
        log.append(("sub-setup", getattr(self, "late", "no-late")))
        self.kind = "sub"
s = Sub(5)
r_s = (s.n, s.kind, s.early, s.late)
b = Base(v)
r_b = (b.n, b.kind)
r_log = list(log)
