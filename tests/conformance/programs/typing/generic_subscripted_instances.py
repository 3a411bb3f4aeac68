# probe: Generic classes: Box[int]() makes a Box with __orig_class__, wrong parameter count TypeError, Generic itself cannot be instantiated, a non-TypeVar parameter refused
# inputs
v = 4
# body
from typing import Generic, TypeVar, get_args, get_origin
T = TypeVar("T")
U = TypeVar("U")
class Box(Generic[T]):
    def __init__(self, item=None):
        self.item = item
b = Box[int](v)
r_b = (b.item, type(b).__name__, get_args(b.__orig_class__), get_origin(Box[int]) is Box)
r_plain_has = hasattr(Box(v), "__orig_class__")
try:
    Box[int, str]
    r_count = "ok"
except TypeError as e:
    r_count = type(e).__name__
try:
    Generic()
    r_generic = "ok"
except TypeError as e:
    r_generic = type(e).__name__
try:
    class Bad(Generic[int]):
        pass
    r_bad = "ok"
except TypeError as e:
    r_bad = type(e).__name__
try:
    class Dup(Generic[T, T]):
        pass
    r_dup = "ok"
except TypeError as e:
    r_dup = type(e).__name__
class Pair(Generic[T, U]):
    pass
r_params = [p.__name__ for p in Pair.__parameters__]
r_partial = [getattr(p, "__name__", p) for p in Pair[int, U].__parameters__]
