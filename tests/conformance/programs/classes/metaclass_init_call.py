# probe: a metaclass __init__ and __call__ (a singleton)
# inputs
v = 5
# body
inits = []
class Tracked(type):
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        inits.append(name)
class Single(type):
    _instances = {}
    def __call__(cls, *a, **kw):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*a, **kw)
        return cls._instances[cls]
class T(metaclass=Tracked):
    pass
class U(T):
    pass
class Config(metaclass=Single):
    def __init__(self, v):
        self.v = v
a = Config(v)
b = Config(99)
r_inits = inits
r_same = a is b
r_v = b.v
