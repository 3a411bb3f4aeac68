# probe: += uses __iadd__ when it exists; __iadd__ returning NotImplemented falls back to __add__, then __radd__; __iadd__ returning None rebinds the name to None; tuple item += on a list mutates then raises
# inputs
v = 3
# body
log = []
class A:
    def __init__(self, x):
        self.x = x
    def __iadd__(self, o):
        log.append("iadd")
        if o < 0:
            return NotImplemented
        self.x += o
        return self
    def __add__(self, o):
        log.append("add")
        return A(self.x + o * 100)
class NoneI:
    def __iadd__(self, o):
        log.append("noneiadd")
class R:
    def __radd__(self, o):
        log.append("radd")
        return ("radd", o)
a = A(1)
alias = a
a += v
r_same = (a is alias, a.x)
a += -1
r_fallback = (a is alias, a.x, alias.x)
n = NoneI()
n += v
r_none = n
z = 5
z += R()
r_radd = z
t = ([1],)
try:
    t[0] += [v]
except TypeError as e:
    r_tuple_err = type(e).__name__
r_t = t
r_log = list(log)
