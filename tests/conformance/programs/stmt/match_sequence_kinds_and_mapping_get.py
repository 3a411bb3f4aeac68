# probe: which objects sequence patterns accept (range, deque, tuple; not str, generator, dict); mapping patterns use get so a defaultdict grows no key; __match_args__ must be a tuple
# inputs
n = 2
# body
from collections import deque, defaultdict
def shape(v):
    match v:
        case [a, b]:
            return ("pair", a, b)
        case [*rest]:
            return ("seq", len(rest))
        case _:
            return "not a sequence"
r_kinds = [shape(range(n)), shape(deque([1, 2])), shape((1,)), shape("ab"),
           shape(x for x in range(n)), shape({1: 2, 3: 4}), shape(bytearray(b"ab"))]
dd = defaultdict(int)
match dd:
    case {"a": 0}:
        r_dd = "matched"
    case _:
        r_dd = "no match"
r_dd_keys = list(dd)
class Pt:
    __match_args__ = ["x"]
    def __init__(self):
        self.x = n
try:
    match Pt():
        case Pt(x):
            r_list_args = x
except TypeError as e:
    r_list_args = str(e)
class Sub(int):
    pass
match Sub(n):
    case int(y):
        r_sub_int = (y, type(y).__name__)
