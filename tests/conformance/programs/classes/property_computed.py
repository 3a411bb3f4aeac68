# probe: properties computed from other attributes, and the classic `property()` call form
# inputs
w = 3
h = 4
# body
class Rect:
    def __init__(self, w, h):
        self.w, self.h = w, h
    @property
    def area(self):
        return self.w * self.h
    def _get_perimeter(self):
        return 2 * (self.w + self.h)
    perimeter = property(_get_perimeter)
r = Rect(w, h)
r_area = r.area
r_perimeter = r.perimeter
r.w = 10
r_area_after = r.area
