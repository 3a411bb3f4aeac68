# probe: == and != fallbacks: NotImplemented both ways falls to identity, __ne__ inverts __eq__, subclass reflected __eq__ first, non-bool results
# inputs
v = 1
# body
calls = []
class A:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        calls.append("A.eq")
        return NotImplemented
a = A(v)
r_self = a == a
r_other = A(v) == A(v)
r_ne = A(v) != A(v)
r_calls = len(calls)
calls.clear()
class P:
    def __eq__(self, o):
        calls.append("P.eq")
        return False
class Q(P):
    def __eq__(self, o):
        calls.append("Q.eq")
        return True
r_pq = P() == Q()
r_pq_calls = list(calls)
calls.clear()
r_pq_ne = P() != Q()
r_pq_ne_calls = list(calls)
class Weird:
    def __eq__(self, o):
        return "yes"
    def __ne__(self, o):
        return 0
r_weird = (Weird() == 1, Weird() != 1, 1 == Weird())
r_in_list = Weird() in [1]
r_list_eq = [Weird()] == [2]
r_count = [1, 2, 3].count(Weird())
r_index = [5, 6].index(Weird())
class OnlyNe:
    def __ne__(self, o):
        return "ne"
r_only_ne = (OnlyNe() == OnlyNe(), OnlyNe() != 1)
class NoneEq:
    __eq__ = None
try:
    r_none_eq = NoneEq() == 1
except TypeError as e:
    r_none_eq = type(e).__name__
