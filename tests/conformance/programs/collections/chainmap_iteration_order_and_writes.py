# probe: ChainMap iterates keys of the last map first, then new keys of earlier maps; writes/pop/clear only touch the first map; a key only in a later map cannot be deleted
# inputs
first = {"b": 1, "x": 2}
second = {"a": 10, "b": 20, "c": 30}
# body
from collections import ChainMap
cm = ChainMap(first, second)
r_iter = list(cm)
r_items = list(cm.items())
r_len = len(cm)
cm["c"] = 99
r_write = (dict(first), dict(second))
try:
    del cm["a"]
except KeyError as e:
    r_del_later = type(e).__name__
try:
    cm.pop("a")
except KeyError as e:
    r_pop_later = type(e).__name__
r_pop_first = cm.pop("x")
r_after_pop = cm["b"]
del cm["b"]
r_fallthrough = cm["b"]
cm.clear()
r_clear = (dict(first), dict(second), len(cm), list(cm))
r_in = ("a" in cm, "x" in cm, cm.get("x", "d"))
child = cm.new_child()
child["n"] = 1
r_child = (list(child.maps[0]), len(child.maps), "n" in cm)
r_empty = list(ChainMap())
