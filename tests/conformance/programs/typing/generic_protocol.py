# probe: Generic[T] classes subscript and instantiate; runtime_checkable Protocol isinstance
# inputs
v = 3
# body
from typing import Generic, TypeVar, Protocol, runtime_checkable
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, item):
        self.item = item
IntBox = Box[int]
r_item = IntBox(v).item
r_same_class = type(IntBox(v)) is Box
@runtime_checkable
class HasRun(Protocol):
    def run(self): ...
class Runner:
    def run(self):
        return "ran"
r_proto = (isinstance(Runner(), HasRun), isinstance(v, HasRun))
