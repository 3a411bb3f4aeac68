# probe: a metaclass __new__ adding attributes and wrapping methods, receiving the namespace; __init__ of the metaclass; subclasses get the metaclass
# inputs
prefix = "x_"
# body
made = []
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns = dict(ns)
        ns["fields"] = sorted(k for k in ns if not k.startswith("__"))
        ns["made_by"] = mcls.__name__
        cls = super().__new__(mcls, name, bases, ns)
        made.append(name)
        return cls
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        cls.kw = kw
class A(metaclass=Meta):
    b = 1
    a = 2
    def m(self):
        return prefix
class B(A, extra=prefix):
    c = 3
r_fields = (A.fields, B.fields)
r_made = list(made)
r_by = B.made_by
r_kw = (A.kw, B.kw)
r_meta = type(B).__name__
r_m = B().m()
r_isinst = isinstance(B, Meta)
