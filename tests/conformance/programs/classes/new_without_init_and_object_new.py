# probe: object.__new__(C) makes an instance without running __init__; __new__ returning another class's instance skips __init__; __new__ returning a subclass instance runs its __init__ with the same args
# inputs
v = 4
# body
log = []
class C:
    def __init__(self, x):
        log.append(("C.init", x))
        self.x = x
c = object.__new__(C)
r_bare = hasattr(c, "x")
c.__init__(v)
r_after = c.x
class Other:
    pass
class Weird:
    def __new__(cls, x):
        log.append(("Weird.new", x))
        if x < 0:
            return Other()
        return super().__new__(cls)
    def __init__(self, x):
        log.append(("Weird.init", x))
w1 = Weird(v)
w2 = Weird(-v)
r_types = (type(w1).__name__, type(w2).__name__)
class Base:
    def __new__(cls, x):
        if cls is Base and x > 0:
            return super().__new__(Child)
        return super().__new__(cls)
    def __init__(self, x):
        log.append((type(self).__name__ + ".init", x))
class Child(Base):
    pass
b = Base(v)
r_b = type(b).__name__
r_log = list(log)
try:
    object.__new__(int)
except TypeError as e:
    r_err = type(e).__name__
