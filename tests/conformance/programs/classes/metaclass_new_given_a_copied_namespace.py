# probe: a metaclass whose __new__ hands type.__new__ a copy of the namespace (changed) makes the class from the copy, and its __init__ runs on it
# inputs
tag = "t"
# body
inits = []
class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns = dict(ns)
        ns["tag"] = tag
        return super().__new__(mcs, name, bases, ns)
    def __init__(cls, name, bases, ns):
        inits.append(name)
        super().__init__(name, bases, ns)
class A(metaclass=Meta):
    pass
class B(A):
    x = 1
r_inits = list(inits)
r_tag = A.tag
class Other(type):
    def __new__(mcs, name, bases, ns):
        made = super().__new__(mcs, name, bases, dict(ns))
        made.extra = len(inits)
        return made
    def __init__(cls, name, bases, ns):
        inits.append("other:" + name)
class C(metaclass=Other):
    pass
r_after = list(inits)
