# probe: get_type_hints resolves string annotations in the module's globals, includes base classes' annotations (MRO), and fails on undefined names (NameError); __annotations__ is raw
# inputs
v = 1
# body
from typing import get_type_hints, Optional, List
class Base:
    x: "int"
    y: List["str"]
class Child(Base):
    z: "Optional[Base]" = None
    w: int = v
hints = get_type_hints(Child)
r_keys = list(hints)
r_x = hints["x"] is int
r_z = hints["z"] == Optional[Base]
r_raw = Child.__annotations__["z"]
r_raw_keys = list(Child.__annotations__)
def f(a: "Undefined", b: int = 2) -> None:
    return None
try:
    get_type_hints(f)
    r_undefined = "ok"
except NameError as e:
    r_undefined = type(e).__name__
def g(a: int = None) -> "List[int]":
    return [a]
r_g = get_type_hints(g)["return"] == List[int]
r_g_a = get_type_hints(g)["a"] is int
