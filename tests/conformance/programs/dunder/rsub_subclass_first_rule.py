# probe: right operand subclass overriding __rsub__ is tried first; not tried first if it does not override; result order
# inputs
a = 10
b = 3
# body
log = []
class Num:
    def __init__(self, v):
        self.v = v
    def __sub__(self, o):
        log.append(("sub", type(self).__name__))
        return ("sub", self.v - o.v)
    def __rsub__(self, o):
        log.append(("rsub", type(self).__name__))
        return ("rsub", o.v - self.v)
class Over(Num):
    def __rsub__(self, o):
        log.append(("Over.rsub",))
        return ("over", o.v - self.v)
class Same(Num):
    pass
r_over = Num(a) - Over(b)
r_same = Num(a) - Same(b)
r_rev = Over(a) - Num(b)
r_log = list(log)
class NI(Num):
    def __rsub__(self, o):
        log.append("NI.rsub")
        return NotImplemented
log.clear()
r_ni = Num(a) - NI(b)
r_log2 = list(log)
