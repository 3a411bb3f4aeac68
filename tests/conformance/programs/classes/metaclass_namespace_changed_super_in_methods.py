# probe: a metaclass's __new__ changes the namespace in place before type.__new__: the class's methods still find it with zero-argument super() and __class__
# inputs
v = 2
# body
log = []
class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns["tag"] = name.lower()
        return super().__new__(mcs, name, bases, ns)
class Base(metaclass=Meta):
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        log.append(("init_subclass", cls.__name__))
    def __init__(self, x):
        self.x = x
    def who(self):
        return __class__.__name__
class Child(Base):
    def __init__(self, x):
        super().__init__(x * 10)
        log.append(("child_init", x))
    def who(self):
        return "child/" + super().who()
c = Child(v)
r = (c.x, c.who(), Child.tag, Base.tag, list(log))
