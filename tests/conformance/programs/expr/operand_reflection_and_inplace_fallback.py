# probe: binary operators: __add__ returning NotImplemented falls back to the right operand's __radd__; a subclass's reflected method wins; += falls back to __add__ then __radd__; unsupported pairs raise TypeError
# inputs
n = 5
# body
log = []
class Num:
    def __init__(self, v):
        self.v = v
    def __add__(self, other):
        log.append("Num.add")
        if isinstance(other, Num):
            return Num(self.v + other.v)
        return NotImplemented
    def __radd__(self, other):
        log.append("Num.radd")
        return Num(other + self.v)
class Sub(Num):
    def __radd__(self, other):
        log.append("Sub.radd")
        return Sub(other.v * 100 + self.v)
r_int_left = (1 + Num(n)).v
r_log1 = list(log)
log.clear()
r_sub_right = (Num(1) + Sub(n)).v
r_log2 = list(log)
log.clear()
x = 10
x += Num(n)
r_iadd = (type(x).__name__, x.v, list(log))
try:
    Num(1) + "s"
except TypeError as e:
    r_unsupported = type(e).__name__
try:
    r_str_mul = "ab" * Num(2)
except TypeError as e:
    r_str_mul = type(e).__name__
r_sum = sum([Num(1), Num(2)], Num(0)).v
