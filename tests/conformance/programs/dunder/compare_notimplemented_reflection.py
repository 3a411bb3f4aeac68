# probe: comparison returning NotImplemented tries the reflected method of the other operand; both NotImplemented: == falls back to identity, < raises TypeError; the call order is recorded
# inputs
v = 5
# body
log = []
class A:
    def __init__(self, x):
        self.x = x
    def __lt__(self, o):
        log.append(("A.lt", type(o).__name__))
        return NotImplemented
    def __eq__(self, o):
        log.append(("A.eq", type(o).__name__))
        return NotImplemented
class B:
    def __init__(self, x):
        self.x = x
    def __gt__(self, o):
        log.append(("B.gt", type(o).__name__))
        return self.x > o.x
    def __eq__(self, o):
        log.append(("B.eq", type(o).__name__))
        return NotImplemented
a = A(1)
b = B(v)
r_lt = a < b
r_eq = a == b
r_ne = a != b
r_self_eq = a == a
try:
    a < a
except TypeError as e:
    r_err = type(e).__name__
r_log = list(log)
try:
    a <= b
except TypeError as e:
    r_err2 = type(e).__name__
r_sorted = [o.x for o in sorted([B(3), B(1), B(2)], key=lambda o: o.x)]
