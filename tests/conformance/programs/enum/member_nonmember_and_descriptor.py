# probe: what becomes a member (3.11): enum.member / nonmember, functions and descriptors are not members, _sunder_ names refused, dunder names ignored
# inputs
v = 3
# body
from enum import Enum, member, nonmember
class E(Enum):
    A = 1
    B = nonmember(v)
    C = member(lambda self: 5)
    def f(self):
        return "method"
    g = staticmethod(lambda: "static")
r_members = list(E.__members__)
r_b = E.B
r_f = E.A.f()
r_g = E.g()
r_c_is_member = isinstance(E.C, E)
try:
    class Bad(Enum):
        _sunder_ = 1
    r_sunder = "ok"
except ValueError as e:
    r_sunder = type(e).__name__
class Dunder(Enum):
    __slots_like__ = 5
    X = 1
r_dunder = list(Dunder.__members__)
