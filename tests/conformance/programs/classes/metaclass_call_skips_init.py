# probe: metaclass __call__ can return a cached instance or something else entirely; __new__ returning a non-instance skips __init__
# inputs
key = "k"
# body
log = []
class Singleton(type):
    _inst = {}
    def __call__(cls, *a, **kw):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a, **kw)
        return cls._inst[cls]
class S(metaclass=Singleton):
    def __init__(self, v):
        log.append(("init", v))
        self.v = v
s1 = S(key)
s2 = S("other")
r_same = s1 is s2
r_v = s2.v
class Weird(type):
    def __call__(cls, *a):
        return ("not an instance", a)
class W(metaclass=Weird):
    def __init__(self):
        log.append("W init")
r_w = W(1, 2)
class N:
    def __new__(cls, v):
        if v == key:
            return 42
        return super().__new__(cls)
    def __init__(self, v):
        log.append(("N init", v))
r_n1 = N(key)
r_n2 = type(N("z")).__name__
r_log = log
r_meta = (type(S).__name__, type(W).__name__, isinstance(S, Singleton))
