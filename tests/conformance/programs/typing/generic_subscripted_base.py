# probe: typing: a subscripted generic as a base, Generic in the MRO, a Protocol cannot be instantiated
# inputs
v = 5
# body
from typing import Generic, TypeVar, Protocol
T = TypeVar("T")
K = TypeVar("K")
class Box(Generic[T]):
    def __init__(self, item):
        self.item = item
class IntBox(Box[int]):
    def doubled(self):
        return self.item * 2
class Pair(Generic[K, T]):
    pass
r_doubled = IntBox(v).doubled()
r_mro = [c.__name__ for c in IntBox.__mro__]
r_bases = [c.__name__ for c in IntBox.__bases__]
r_pair_mro = [c.__name__ for c in Pair.__mro__]
class Sized(Protocol):
    def size(self) -> int: ...
try:
    Sized()
    r_proto = "made"
except TypeError as e:
    r_proto = type(e).__name__
class Impl(Sized):
    def size(self):
        return v
r_impl = Impl().size()
try:
    r_isinstance = isinstance(Impl(), Sized)
except TypeError as e:
    r_isinstance = type(e).__name__
