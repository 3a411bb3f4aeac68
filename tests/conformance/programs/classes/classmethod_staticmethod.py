# probe: classmethod receives the class (the subclass when called on it); staticmethod nothing
# inputs
raw = "3,4"
# body
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    @classmethod
    def parse(cls, s):
        a, b = s.split(",")
        return cls(int(a), int(b))
    @staticmethod
    def dist(a, b):
        return abs(a.x - b.x) + abs(a.y - b.y)
    @classmethod
    def kind(cls):
        return cls.__name__
class Point3(Point):
    pass
p = Point.parse(raw)
r_p = (p.x, p.y)
r_sub = type(Point3.parse(raw)).__name__
r_dist = Point.dist(p, Point(0, 0))
r_dist_inst = p.dist(p, p)
r_kind = (Point.kind(), Point3.kind(), Point3(1, 1).kind())
