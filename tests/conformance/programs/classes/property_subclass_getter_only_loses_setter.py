# probe: subclass overriding a property with a new getter-only property loses the setter; using base.prop.getter keeps it
# inputs
v = 4
# body
class Base:
    def __init__(self):
        self._x = 0
    @property
    def x(self):
        return self._x
    @x.setter
    def x(self, val):
        self._x = val * 2
    @x.deleter
    def x(self):
        self._x = -1
class Plain(Base):
    @property
    def x(self):
        return self._x + 100
class Keeps(Base):
    @Base.x.getter
    def x(self):
        return self._x + 1000
p = Plain()
try:
    p.x = v
except AttributeError as e:
    r_plain_set = type(e).__name__
r_plain = p.x
k = Keeps()
k.x = v
r_keeps = k.x
del k.x
r_keeps_del = k.x
try:
    del p.x
except AttributeError as e:
    r_plain_del = type(e).__name__
r_same_fset = Keeps.x.fset is Base.x.fset
r_fget_name = Keeps.x.fget.__name__
r_doc = Base.x.__doc__
