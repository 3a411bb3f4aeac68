# probe: typing.NamedTuple: generic NamedTuple with Generic[T] (3.11), functional form with a list of pairs and with keywords, other bases refused
# inputs
v = 4
# body
from typing import NamedTuple, Generic, TypeVar
T = TypeVar("T")
class Box(NamedTuple, Generic[T]):
    item: T
    count: int = 1
b = Box[int](v)
r_box = (tuple(b), type(b).__name__, Box._fields)
P = NamedTuple("P", [("x", int), ("y", str)])
r_p = (tuple(P(v, "a")), P._fields, P.__annotations__ == {"x": int, "y": str})
try:
    class Bad(NamedTuple, dict):
        a: int
    r_bad = "ok"
except TypeError as e:
    r_bad = type(e).__name__
class Sub(Box):
    extra: int = 9
r_sub = (Sub._fields, Sub(v).extra, len(Sub(v)))
