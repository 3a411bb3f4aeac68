# probe: the same object passed twice to a pure-looking helper while its attributes, its class attribute or its __class__ change in between
# inputs
m = 64
n = 32
# body
class Shape:
    elem = 2
    def __init__(self, m, n):
        self.m = m
        self.n = n
class Wide(Shape):
    elem = 4
def nbytes(s):
    a = 1
    b = a * 2
    c = b - 2
    return s.m * s.n * s.elem + c
s = Shape(m, n)
r_1 = nbytes(s)
s.m = 1
r_2 = nbytes(s)
Shape.elem = 8
r_3 = nbytes(s)
s.__class__ = Wide
r_4 = nbytes(s)
s.elem = 1
r_5 = nbytes(s)
del s.elem
r_6 = nbytes(s)
vars(s)["n"] = 3
r_7 = nbytes(s)
s.__dict__.update(m=2)
r_8 = nbytes(s)
