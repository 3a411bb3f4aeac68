# probe: property.setter returns a new property leaving the original read-only; overriding only the setter in a subclass via Base.prop.setter; property with fget None
# inputs
v = 4
# body
def getx(self):
    return self._x
p = property(getx)
q = p.setter(lambda self, val: setattr(self, "_x", val * 2))
r_copies = (p is q, p.fset is None, q.fset is not None, q.fget is p.fget)
class Base:
    def __init__(self):
        self._x = 0
    x = q
class Sub(Base):
    @Base.x.setter
    def x(self, val):
        self._x = -val
b, s = Base(), Sub()
b.x = v
s.x = v
r_set = (b.x, s.x)
class NoGet:
    x = property(None, lambda self, val: None)
try:
    NoGet().x
except AttributeError as e:
    r_noget = str(e)
r_doc = property(getx, doc="the doc").__doc__
class RO:
    x = p
ro = RO()
ro._x = 1
try:
    ro.x = 5
except AttributeError as e:
    r_ro = str(e)
