# probe: class patterns with keyword sub-patterns
# inputs
px = 0
py = 5
# body
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
def where(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=y):
            return ("y-axis", y)
        case Point(x=x, y=0):
            return ("x-axis", x)
        case Point():
            return "elsewhere"
        case _:
            return "not a point"
r_origin = where(Point(0, 0))
r_yaxis = where(Point(px, py))
r_xaxis = where(Point(py, 0))
r_else = where(Point(1, 1))
r_not = where((0, 0))
