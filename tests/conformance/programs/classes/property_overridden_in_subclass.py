# probe: properties overridden in subclasses: plain attribute, new property, super().prop, extending with @Base.prop.setter
# inputs
v = 4
# body
class Base:
    def __init__(self):
        self._x = v
    @property
    def x(self):
        return self._x
    @property
    def label(self):
        return "base"
class Child(Base):
    @property
    def x(self):
        return super().x * 10
    label = "plain"
class Settable(Base):
    @Base.x.setter
    def x(self, value):
        self._x = value + 1
c = Child()
r_child_x = c.x
r_child_label = c.label
s = Settable()
s.x = 10
r_settable = s.x
b = Base()
try:
    b.x = 1
    r_base_set = "ok"
except AttributeError as e:
    r_base_set = type(e).__name__
r_distinct = Base.x is Settable.x
r_getter_same = Base.x.fget is Settable.x.fget
r_setter_none = Base.x.fset is None
class Deleter(Base):
    @Base.x.deleter
    def x(self):
        self._x = "gone"
d = Deleter()
del d.x
r_deleted = d._x
try:
    del c.x
except AttributeError as e:
    r_child_del = type(e).__name__
