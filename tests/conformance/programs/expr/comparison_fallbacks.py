# probe: rich comparison fallbacks: NotImplemented from both sides makes == identity and < a TypeError; the reflected method of a subclass runs first; != falls back to not __eq__
# inputs
v = 2
# body
log = []
class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        log.append(("A.eq", type(other).__name__))
        return NotImplemented
    def __lt__(self, other):
        log.append("A.lt")
        return NotImplemented
class Sub(A):
    def __eq__(self, other):
        log.append(("Sub.eq", type(other).__name__))
        return isinstance(other, A) and self.v == other.v
    def __gt__(self, other):
        log.append("Sub.gt")
        return self.v > other.v
a = A(v)
r_same = a == a
r_other = a == A(v)
r_log1 = list(log)
log.clear()
r_sub_first = A(v) == Sub(v)
r_sub_log = list(log)
log.clear()
r_reflected_lt = A(1) < Sub(v)
r_lt_log = list(log)
log.clear()
try:
    A(1) < A(2)
except TypeError as e:
    r_lt_error = type(e).__name__
r_ne = a != A(v)
r_ne_log = list(log)
r_ne_sub = Sub(v) != Sub(v)
