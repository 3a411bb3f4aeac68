# probe: a right operand whose type is a subclass that overrides the reflected method is tried first; otherwise left first; NotImplemented both ways raises TypeError; call order recorded
# inputs
v = 2
# body
log = []
class Base:
    def __init__(self, x):
        self.x = x
    def __add__(self, o):
        log.append(("Base.add", type(self).__name__, type(o).__name__))
        return ("base", self.x + getattr(o, "x", 0))
    def __radd__(self, o):
        log.append(("Base.radd", type(self).__name__))
        return ("base-r", self.x)
class Sub(Base):
    def __radd__(self, o):
        log.append(("Sub.radd", type(o).__name__))
        return ("sub-r", self.x)
class SubNoOverride(Base):
    pass
r1 = Base(1) + Sub(v)
r2 = Base(1) + SubNoOverride(v)
r3 = 10 + Sub(v)
class Never:
    def __add__(self, o):
        log.append("never.add")
        return NotImplemented
    def __radd__(self, o):
        log.append("never.radd")
        return NotImplemented
try:
    Never() + Never()
except TypeError as e:
    r_err = type(e).__name__
try:
    Never() + 1
except TypeError as e:
    r_err2 = type(e).__name__
r_res = (r1, r2, r3)
r_log = list(log)
