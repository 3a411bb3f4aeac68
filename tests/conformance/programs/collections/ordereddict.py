# probe: OrderedDict: move_to_end, popitem(last=False), order-sensitive equality
# inputs
keys = ["a", "b", "c"]
# body
from collections import OrderedDict
od = OrderedDict((k, i) for i, k in enumerate(keys))
od.move_to_end("a")
r_moved = list(od)
od.move_to_end("c", last=False)
r_front = list(od)
r_popitem_first = od.popitem(last=False)
r_popitem_last = od.popitem()
r_left = list(od.items())
r_eq_order = OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1)
r_eq_dict = OrderedDict(a=1, b=2) == {"b": 2, "a": 1}
r_isinstance = isinstance(od, dict)
