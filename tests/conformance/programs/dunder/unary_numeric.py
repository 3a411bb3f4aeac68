# probe: __neg__, __pos__, __invert__, __abs__, __int__, __float__, __index__
# inputs
v = 7
# body
class N:
    def __init__(self, v):
        self.v = v
    def __neg__(self):
        return -self.v * 10
    def __pos__(self):
        return "pos"
    def __invert__(self):
        return "inv"
    def __int__(self):
        return self.v + 1
    def __float__(self):
        return 0.5
    def __index__(self):
        return 2
n = N(v)
r_ops = (-n, +n, ~n)
r_int = int(n)
r_float = float(n)
r_index = [10, 20, 30][n]
r_bin = bin(n)
r_slice = "abcdef"[n:]
