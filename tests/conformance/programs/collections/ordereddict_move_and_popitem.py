# probe: OrderedDict move_to_end both ways, popitem(last=False), equality order-sensitive with another OrderedDict but not with dict, reversed, missing key in move_to_end raises KeyError
# inputs
k = "b"
# body
from collections import OrderedDict
od = OrderedDict.fromkeys("abcd", 0)
od.move_to_end(k)
r_after = list(od)
od.move_to_end(k, last=False)
r_front = list(od)
r_pop_first = od.popitem(last=False)
r_pop_last = od.popitem()
r_rest = list(od)
r_eq = (OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {"b": 2, "a": 1})
r_rev = list(reversed(OrderedDict(x=1, y=2)))
try:
    od.move_to_end("zz")
except KeyError as e:
    r_err = type(e).__name__
e = OrderedDict()
try:
    e.popitem()
except KeyError as e2:
    r_err2 = type(e2).__name__
od[k] = 5
r_reinsert = list(od.items())
r_type = type(od | {"q": 1}).__name__
