# probe: PEP 695 type parameters on functions and classes (Python 3.12): a type variable, a
# ParamSpec (`**P`) and a TypeVarTuple (`*Ts`)
# requires: 3.12
# inputs
v = 3
# body
from typing import Callable
def first[T](xs: list[T]) -> T:
    return xs[0]
class Box[T]:
    def __init__(self, item: T):
        self.item = item
def call[**P, R](f: Callable[P, R], *args: P.args) -> R:
    return f(*args)
def pack[*Ts](*xs: *Ts) -> tuple[*Ts]:
    return xs
r_first = first([v, 2])
r_call = call(first, [v])
r_pack = pack(v, "x")
r_box = Box(v).item
r_params = [p.__name__ for p in Box.__type_params__]
