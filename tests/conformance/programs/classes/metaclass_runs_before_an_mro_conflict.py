# probe: bases with no consistent MRO are refused by `type.__new__`, after the class's metaclass has run its `__new__` up to it; a class with no metaclass is refused at once
# inputs
n = 0
# body
log = []
class Meta(type):
    def __new__(mcs, name, bases, ns):
        log.append(("new", name))
        return super().__new__(mcs, name, bases, ns)
class A(metaclass=Meta):
    pass
class B(A):
    pass
try:
    class C(A, B):
        pass
    r_c = "made"
except TypeError:
    r_c = "TypeError"
class P:
    pass
class Q(P):
    pass
try:
    class R(P, Q):
        log.append("body")
    r_r = "made"
except TypeError:
    r_r = "TypeError"
r_log = list(log)
