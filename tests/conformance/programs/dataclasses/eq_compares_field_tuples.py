# probe: generated __eq__ compares the tuples of fields in order (exact class only); compare=False fields skipped; NaN in a field; a subclass instance is not equal
# inputs
x = 1
# body
from dataclasses import dataclass, field
@dataclass
class P:
    a: int
    b: object = None
nan = float("nan")
r_same = P(x, [1]) == P(x, [1])
r_diff = P(x, [1]) == P(x, [2])
r_nan_same_obj = P(x, nan) == P(x, nan)
r_nan_new = P(x, float("nan")) == P(x, float("nan"))
r_int_float = P(x, 1) == P(x, 1.0)
class Q(P):
    pass
r_subclass = (P(x) == Q(x), Q(x) == Q(x))
r_ne = P(x) != P(x + 1)
r_list_index = [P(0), P(x)].index(P(x))
r_in = P(x) in [P(x)]
r_count = [P(x), P(x), P(2)].count(P(x))
