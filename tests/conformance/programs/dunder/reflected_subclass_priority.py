# probe: a subclass overriding the reflected method is tried first; NotImplemented chains; TypeError messages for binary ops
# inputs
n = 3
# body
calls = []
class Base:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        calls.append("Base.add")
        return "base-add"
    def __radd__(self, o):
        calls.append("Base.radd")
        return "base-radd"
class Sub(Base):
    def __radd__(self, o):
        calls.append("Sub.radd")
        return "sub-radd"
class SubNoOverride(Base):
    pass
r_sub_first = Base(1) + Sub(n)
r_calls1 = list(calls)
calls.clear()
r_no_override = Base(1) + SubNoOverride(n)
r_calls2 = list(calls)
calls.clear()
class Decline(Base):
    def __radd__(self, o):
        calls.append("Decline.radd")
        return NotImplemented
r_decline = Base(1) + Decline(n)
r_calls3 = list(calls)
class A:
    def __sub__(self, o):
        return NotImplemented
class B:
    def __rsub__(self, o):
        return NotImplemented
try:
    A() - B()
except TypeError as e:
    r_msg = str(e)
try:
    A() < B()
except TypeError as e:
    r_cmp_msg = str(e)
try:
    -A()
except TypeError as e:
    r_neg_msg = str(e)
class MyInt(int):
    def __rsub__(self, o):
        return "myint-rsub"
r_int_sub = n - MyInt(1)
r_int_sub_plain = MyInt(n) - 1
class MyFloat(float):
    def __radd__(self, o):
        return "float-radd"
r_float = 1.5 + MyFloat(2)
r_float_int = n + MyFloat(2)
