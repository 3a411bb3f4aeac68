# probe: cooperative super().__init__ chain passing **kwargs along a diamond; each class consumes its own keyword; super() in a property and in a classmethod
# inputs
x = 1
y = 2
# body
order = []
class Base:
    def __init__(self, **kw):
        order.append("Base")
        self.rest = sorted(kw)
class A(Base):
    def __init__(self, a=None, **kw):
        order.append("A")
        self.a = a
        super().__init__(**kw)
class B(Base):
    def __init__(self, b=None, **kw):
        order.append("B")
        self.b = b
        super().__init__(**kw)
class D(A, B):
    def __init__(self, **kw):
        order.append("D")
        super().__init__(**kw)
    @property
    def name(self):
        return "D+" + super().name_of()
    @classmethod
    def kind(cls):
        return "D:" + super().kind()
class Named:
    def name_of(self):
        return "named"
    @classmethod
    def kind(cls):
        return cls.__name__
class E(D, Named):
    pass
e = E(a=x, b=y, extra=3)
r_order = order
r_vals = (e.a, e.b, e.rest)
r_mro = [c.__name__ for c in E.__mro__]
r_name = e.name
r_kind = E.kind()
try:
    D(a=x).name
except AttributeError as err:
    r_missing = type(err).__name__
