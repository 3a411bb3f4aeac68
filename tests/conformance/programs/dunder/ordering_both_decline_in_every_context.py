# probe: an ordering both operands decline (NotImplemented from __lt__ and from the reflected __gt__) raises TypeError in an assignment, a conditional expression, a statement, an if test and under not
# inputs
v = 1
# body
class A:
    def __lt__(self, o):
        return NotImplemented
a = A()
try:
    r1 = a < v
except TypeError as e:
    r1 = type(e).__name__
try:
    r2 = "x" if a < v else "y"
except TypeError as e:
    r2 = type(e).__name__
try:
    a < v
    r3 = "no"
except TypeError as e:
    r3 = type(e).__name__
try:
    if a < v:
        pass
    r4 = "no"
except TypeError as e:
    r4 = type(e).__name__
try:
    r5 = not (a < v)
except TypeError as e:
    r5 = type(e).__name__
