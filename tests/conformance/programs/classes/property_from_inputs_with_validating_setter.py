# probe: a property computing from inputs and a setter that validates (raising ValueError for a bad input); the stored value after a refused set
# inputs
w = 4
h = 0
new_w = -1
# body
class Rect:
    def __init__(self, w, h):
        self._w = w
        self.h = h
    @property
    def w(self):
        return self._w
    @w.setter
    def w(self, v):
        if v < 0:
            raise ValueError(v)
        self._w = v
    @property
    def area(self):
        return self._w * self.h
    @property
    def ratio(self):
        return self._w / self.h
r = Rect(w, h)
r_area = r.area
try:
    r_ratio = r.ratio
except ZeroDivisionError as e:
    r_ratio = type(e).__name__
try:
    r.w = new_w
    r_set = "ok"
except ValueError as e:
    r_set = ("refused", e.args[0])
r_w = r.w
try:
    r.area = 3
except AttributeError as e:
    r_area_set = type(e).__name__
r_w2 = r.w
