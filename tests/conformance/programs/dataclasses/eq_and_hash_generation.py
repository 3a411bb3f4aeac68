# probe: eq=True sets __hash__ None (unhashable); unsafe_hash; frozen+eq hashable; eq compares only same class (subclass instance is not equal); a user __eq__ is kept
# inputs
v = 2
# body
from dataclasses import dataclass
@dataclass
class A:
    x: int
@dataclass
class B(A):
    pass
r_eq = (A(v) == A(v), A(v) == B(v), B(v) == A(v), A(v) != A(v + 1))
try:
    {A(v)}
except TypeError as e:
    r_unhash = type(e).__name__
@dataclass(unsafe_hash=True)
class H:
    x: int
r_h = len({H(v), H(v)})
@dataclass
class UserEq:
    x: int
    def __eq__(self, o):
        return True
r_user = (UserEq(1) == UserEq(v), UserEq(1) == "anything", UserEq.__hash__ is None)
@dataclass(eq=False)
class NoEq:
    x: int
n = NoEq(v)
r_noeq = (n == NoEq(v), n == n, len({n, NoEq(v)}))
r_tuple_cmp = A(v) == (v,)
r_list_in = A(v) in [A(1), A(v)]
