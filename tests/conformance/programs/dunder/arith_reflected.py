# probe: arithmetic dunders and reflected ones (__radd__ ...) when the left operand declines
# inputs
n = 5
# body
class M:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return M(self.v + (o.v if isinstance(o, M) else o))
    def __radd__(self, o):
        return M(o * 100 + self.v)
    def __sub__(self, o):
        return M(self.v - o)
    def __rsub__(self, o):
        return M(o - self.v)
    def __mul__(self, o):
        return NotImplemented
    def __rmul__(self, o):
        return "rmul"
r_add = (M(1) + M(n)).v
r_add_int = (M(1) + n).v
r_radd = (n + M(1)).v
r_sub = (M(n) - 1).v
r_rsub = (10 - M(n)).v
r_sum = sum([M(1), M(2)], M(0)).v
r_rmul = 3 * M(1)
try:
    M(1) * 3
except TypeError as e:
    r_mul = type(e).__name__
