# probe: PEP 695 type parameters on functions and classes (Python 3.12)
# requires: 3.12
# inputs
v = 3
# body
def first[T](xs: list[T]) -> T:
    return xs[0]
class Box[T]:
    def __init__(self, item: T):
        self.item = item
r_first = first([v, 2])
r_box = Box(v).item
r_params = [p.__name__ for p in Box.__type_params__]
