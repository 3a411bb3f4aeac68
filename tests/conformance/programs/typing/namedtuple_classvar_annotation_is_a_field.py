# probe: typing.NamedTuple treats every annotation as a field: a ClassVar[...] one is refused as a field type (TypeError in 3.11), unlike in dataclasses
# inputs
v = 3
# body
from typing import NamedTuple, ClassVar
try:
    class P(NamedTuple):
        x: int
        limit: ClassVar[int] = 10
    r_made = (P._fields, tuple(P(v)))
except TypeError as e:
    r_made = type(e).__name__
class Q(NamedTuple):
    x: int
    limit: "ClassVar[int]" = 10
r_q_fields = Q._fields
r_q = tuple(Q(v))
