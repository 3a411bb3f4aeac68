# probe: OrderedDict.move_to_end both ways, missing key KeyError, popitem(last=False), equality order-sensitive only between OrderedDicts, reversed, setdefault position
# inputs
keys = ["a", "b", "c"]
# body
from collections import OrderedDict
od = OrderedDict.fromkeys(keys, 0)
od.move_to_end("a")
r_end = list(od)
od.move_to_end("a", last=False)
od.move_to_end("c", False)
r_front = list(od)
try:
    od.move_to_end("zz")
except KeyError as e:
    r_missing = type(e).__name__
r_popitem_first = od.popitem(last=False)
r_popitem_last = od.popitem()
r_left = list(od)
o1 = OrderedDict([("x", 1), ("y", 2)])
o2 = OrderedDict([("y", 2), ("x", 1)])
r_eq = (o1 == o2, o1 == dict(o2), dict(o1) == o2)
r_rev = list(reversed(o1))
o1["x"] = 5
r_update_keeps = list(o1.items())
o1.setdefault("w", 0)
r_setdefault = list(o1)
r_pop = (o1.pop("y"), list(o1))
o3 = OrderedDict()
try:
    o3.popitem()
except KeyError as e:
    r_empty_pop = type(e).__name__
r_type_or = type(o1 | {"q": 1}).__name__
