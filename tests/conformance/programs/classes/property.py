# probe: property with getter, setter and deleter; read-only property
# inputs
celsius = 100
# body
class Temp:
    def __init__(self, c):
        self._c = c
    @property
    def c(self):
        return self._c
    @c.setter
    def c(self, v):
        if v < -273:
            raise ValueError("too cold")
        self._c = v
    @c.deleter
    def c(self):
        self._c = None
    @property
    def f(self):
        return self._c * 9 / 5 + 32
t = Temp(celsius)
r_f = t.f
t.c = 0
r_c = t.c
r_f0 = t.f
try:
    t.c = -300
except ValueError as e:
    r_cold = e.args
try:
    t.f = 1
except AttributeError as e:
    r_readonly = type(e).__name__
del t.c
r_deleted = t.c
r_prop_type = type(Temp.c).__name__
