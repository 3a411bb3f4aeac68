# probe: __add__ returning NotImplemented falls to other's __radd__; both NotImplemented raises TypeError; __radd__ with int on left
# inputs
v = 3
# body
log = []
class A:
    def __init__(self, x):
        self.x = x
    def __add__(self, o):
        log.append("A.add")
        if isinstance(o, A):
            return A(self.x + o.x)
        return NotImplemented
    def __radd__(self, o):
        log.append("A.radd")
        if isinstance(o, int):
            return A(self.x + o + 1000)
        return NotImplemented
class B:
    def __radd__(self, o):
        log.append("B.radd")
        return "B-wins"
r_aa = (A(v) + A(1)).x
r_ia = (v + A(1)).x
r_ab = A(v) + B()
try:
    A(v) + "s"
except TypeError as e:
    r_err = type(e).__name__
r_sum = sum([A(1), A(2)], A(0)).x
r_sum_int = sum([A(1), A(2)]).x
r_log = list(log)
