# probe: metaclass __prepare__ returns the namespace the class body writes into; it records every assignment in order, including repeats and methods
# inputs
v = 5
# body
class Recording(dict):
    def __init__(self):
        super().__init__()
        self.order = []
    def __setitem__(self, k, val):
        if not k.startswith("__"):
            self.order.append(k)
        super().__setitem__(k, val)
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        return Recording()
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, dict(ns))
        cls.order = list(ns.order)
        return cls
class C(metaclass=Meta):
    b = v
    a = 1
    b = 2
    def f(self):
        pass
    z = b + a
r_order = C.order
r_vals = (C.b, C.a, C.z)
r_ns_type = type(C.__dict__).__name__
