# probe: a class's own __ne__, __le__, __gt__, __ge__ (and their reflections), __truediv__,
# __xor__, __rshift__ and __round__
# inputs
a = 3
b = 5
# body
class N:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, N) and self.v == o.v
    def __ne__(self, o):
        return ("ne", self.v)
    def __le__(self, o):
        return self.v <= (o.v if isinstance(o, N) else o)
    def __gt__(self, o):
        return self.v > (o.v if isinstance(o, N) else o)
    def __ge__(self, o):
        return ("ge", self.v)
    def __truediv__(self, o):
        return N(self.v / o)
    def __xor__(self, o):
        return N(self.v ^ o)
    def __rshift__(self, o):
        return N(self.v >> o)
    def __round__(self, n=None):
        return ("round", n)
x, y = N(a), N(b)
r_ne = x != y
r_le = (x <= y, y <= x, x <= b)
r_gt = (x > y, y > x)
r_ge = x >= y
r_reflected = (b >= x, b < x)
r_div = (x / 2).v
r_xor = (x ^ b).v
r_shift = (y >> 1).v
r_round = (round(x), round(x, 2))
