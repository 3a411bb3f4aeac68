# probe: `abc.ABC`, `typing.Generic` and `Protocol` have subclasses in the standard library too: their `__subclasses__()` is more than the harness's; a class of the harness's has its own only
# inputs
n = 0
# body
import abc
from typing import Generic, TypeVar
T = TypeVar("T")
class Base(abc.ABC):
    pass
class Box(Generic[T]):
    pass
class Impl(Base):
    pass
r_base = [c.__name__ for c in Base.__subclasses__()]
r_abc = [c.__name__ for c in abc.ABC.__subclasses__()][:3]
r_generic = len(Generic.__subclasses__()) > 1
r_in = Base in abc.ABC.__subclasses__()
