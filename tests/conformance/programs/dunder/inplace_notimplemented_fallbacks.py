# probe: __iadd__ returning NotImplemented falls to __add__ then __radd__; __iadd__ returning None rebinds to None
# inputs
v = 2
# body
log = []
class A:
    def __init__(self, x):
        self.x = x
    def __iadd__(self, o):
        log.append("iadd")
        return NotImplemented
    def __add__(self, o):
        log.append("add")
        return NotImplemented
class B:
    def __radd__(self, o):
        log.append("radd")
        return "radd-result"
a = A(v)
a += B()
r_a = a
r_log = list(log)
class N:
    def __iadd__(self, o):
        self.seen = o
n = N()
n += v
r_n = n
c = A(1)
try:
    c += 5
except TypeError as e:
    r_err = type(e).__name__
r_c_is = type(c).__name__
