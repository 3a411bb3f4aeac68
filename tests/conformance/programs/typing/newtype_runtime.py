# probe: NewType at run time: calling it returns its argument unchanged (same object), __name__/__supertype__, it is not a class (no subclassing, no isinstance)
# inputs
v = 5
# body
from typing import NewType
UserId = NewType("UserId", int)
Names = NewType("Names", list)
u = UserId(v)
r_u = (u, type(u).__name__, u + 1)
lst = [1]
r_same = Names(lst) is lst
r_attrs = (UserId.__name__, UserId.__supertype__ is int)
try:
    class Sub(UserId):
        pass
    r_sub = "ok"
except TypeError as e:
    r_sub = type(e).__name__
try:
    isinstance(v, UserId)
    r_isinstance = "ok"
except TypeError as e:
    r_isinstance = type(e).__name__
Derived = NewType("Derived", UserId)
r_derived = (Derived(UserId(3)), Derived.__supertype__ is UserId)
