# probe: a subclass overriding only the getter with @Base.prop.getter keeps the base setter and deleter; a plain @property override drops them
# inputs
v = 6
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
class Keep(Base):
    @Base.x.getter
    def x(self):
        return ("keep", self._x)
class Drop(Base):
    @property
    def x(self):
        return ("drop", self._x)
k = Keep()
k.x = v
r_keep = k.x
del k.x
r_keep_del = k.x
d = Drop()
try:
    d.x = v
except AttributeError as e:
    r_drop_set = type(e).__name__
try:
    del d.x
except AttributeError as e:
    r_drop_del = type(e).__name__
r_drop = d.x
r_base_intact = Base.x.fget is not Keep.x.fget
b = Base()
b.x = v
r_base = b.x
