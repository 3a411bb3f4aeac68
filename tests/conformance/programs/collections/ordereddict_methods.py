# probe: OrderedDict: equality with order between two, popitem and move_to_end errors, type and |
# inputs
a = 1
b = 2
# body
from collections import OrderedDict
x = OrderedDict([("a", a), ("b", b)])
y = OrderedDict([("b", b), ("a", a)])
r_eq_od = x == y
r_eq_same = x == OrderedDict(a=a, b=b)
r_eq_dict = x == dict(y)
r_ne = x != y
r_type = type(x).__name__
r_or_type = type({"z": 0} | x).__name__
r_or = list(({"z": 0} | x).items())
r_keys = list(x.keys())
r_reversed = list(reversed(x))
e = OrderedDict()
try:
    e.popitem()
except KeyError as err:
    r_empty = type(err).__name__
try:
    x.move_to_end("zz")
except KeyError as err:
    r_move_missing = type(err).__name__
x["c"] = 3
r_after_set = list(x)
