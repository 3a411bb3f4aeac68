# probe: what a metaclass is handed: the class's name, its bases as written, its namespace in order (docstring and methods too), and what `__init__` sees after `__new__`; a namespace changed before `type.__new__`, and a `__new__` that returns something else
# inputs
tag = "t"
# body
seen = []
class Meta(type):
    def __new__(mcs, name, bases, ns):
        seen.append((name, len(bases), [k for k in ns if not k.startswith("__")], "__doc__" in ns))
        return super().__new__(mcs, name, bases, ns)
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        seen.append(("init", name, cls.__name__))

class A(metaclass=Meta):
    """Docs."""
    x = 1
    def f(self):
        return tag
    y = 2

class B(A, object):
    z = 3

r_seen = seen
r_b = B().f() + str(B.x + B.z)

class Adding(type):
    def __new__(mcs, name, bases, ns):
        ns["added"] = tag * 2
        return super().__new__(mcs, name, bases, ns)

class C(metaclass=Adding):
    pass

r_added = C.added

class Replacing(type):
    def __new__(mcs, name, bases, ns):
        return name + tag

class D(metaclass=Replacing):
    pass

r_replaced = D
