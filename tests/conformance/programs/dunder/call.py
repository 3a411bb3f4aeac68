# probe: __call__ makes instances callable
# inputs
factor = 3
# body
class Mul:
    def __init__(self, k):
        self.k = k
        self.calls = 0
    def __call__(self, x, *, extra=0):
        self.calls += 1
        return x * self.k + extra
m = Mul(factor)
r_call = m(2)
r_kw = m(1, extra=10)
r_calls = m.calls
r_map = list(map(m, [1, 2]))
r_callable = callable(m)
