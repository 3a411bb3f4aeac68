# probe: `Cls[key]`: a class's own `__class_getitem__` (a class method without saying so), inherited too; a class without one is CPython's TypeError, a subclass of `typing.Generic` is not
# inputs
key = "x"
# body
class Plain:
    pass
class Keyed:
    def __class_getitem__(cls, k):
        return cls.__name__ + "[" + str(k) + "]"
class SubKeyed(Keyed):
    pass
try:
    Plain[key]
    r_plain = "subscripted"
except TypeError as e:
    r_plain = type(e).__name__
r_keyed = Keyed[key]
r_sub = SubKeyed[1]
from typing import Generic, TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    pass
r_generic = Box[int] is not None
