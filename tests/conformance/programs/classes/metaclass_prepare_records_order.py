# probe: __prepare__ returns a custom mapping that records assignment order of class body names including repeated names
# inputs
n = 2
# body
class Recorder(dict):
    def __init__(self):
        super().__init__()
        self.order = []
    def __setitem__(self, k, v):
        self.order.append(k)
        super().__setitem__(k, v)
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        return Recorder()
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, dict(ns))
        cls.order = [k for k in ns.order if not k.startswith("__")]
        cls.kw = sorted(kw)
        return cls
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
class C(metaclass=Meta, flag=True):
    b = 1
    a = 2
    b = 3
    for i in range(n):
        pass
    def m(self):
        pass
r_order = C.order
r_b = C.b
r_kw = C.kw
r_i = C.i
r_type = type(C).__name__
