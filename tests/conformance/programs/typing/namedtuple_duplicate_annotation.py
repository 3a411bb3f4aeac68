# probe: typing.NamedTuple fields come from __annotations__: a name annotated twice is one field, in its first place, with the last default
# inputs
v = 3
# body
from typing import NamedTuple
class P(NamedTuple):
    a: int
    b: int = 1
    a: str = "zero"
r_fields = P._fields
r_defaults = P._field_defaults
p = P()
r_p = tuple(p)
r_p2 = tuple(P(v))
