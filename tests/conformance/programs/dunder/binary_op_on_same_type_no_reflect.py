# probe: when both operands are the same type, __radd__ is never tried after __add__ returns NotImplemented; subclass not overriding also skips
# inputs
v = 1
# body
log = []
class A:
    def __add__(self, o):
        log.append("add")
        return NotImplemented
    def __radd__(self, o):
        log.append("radd")
        return "radd"
    def __lt__(self, o):
        log.append("lt")
        return NotImplemented
    def __gt__(self, o):
        log.append("gt")
        return NotImplemented
try:
    A() + A()
except TypeError as e:
    r_same = type(e).__name__
r_log_same = list(log)
log.clear()
try:
    A() < A()
except TypeError as e:
    r_lt_same = type(e).__name__
r_log_lt = list(log)
class B(A):
    pass
log.clear()
try:
    r_sub = A() + B()
except TypeError as e:
    r_sub = type(e).__name__
r_log_sub = list(log)
log.clear()
r_int = v + A()
r_log_int = list(log)
