# probe: TypedDict: __required_keys__/__optional_keys__ with total=False, Required/NotRequired (3.11), inheritance mixing totality; instances are plain dicts; isinstance refused
# inputs
n = 2
# body
from typing import TypedDict, Required, NotRequired
class Base(TypedDict):
    a: int
class Part(Base, total=False):
    b: str
    c: Required[int]
class Mixed(TypedDict):
    x: int
    y: NotRequired[str]
r_base = (sorted(Base.__required_keys__), sorted(Base.__optional_keys__))
r_part = (sorted(Part.__required_keys__), sorted(Part.__optional_keys__), Part.__total__)
r_mixed = (sorted(Mixed.__required_keys__), sorted(Mixed.__optional_keys__))
p = Part(a=n, c=3)
r_p = (p, type(p).__name__, p == {"a": n, "c": 3})
try:
    isinstance(p, Part)
    r_isinstance = "ok"
except TypeError as e:
    r_isinstance = type(e).__name__
r_extra = Part(a=1, c=2, zzz=9)
r_annotations = list(Part.__annotations__)
try:
    class Bad(TypedDict, dict):
        pass
    r_bad = "ok"
except TypeError as e:
    r_bad = type(e).__name__
