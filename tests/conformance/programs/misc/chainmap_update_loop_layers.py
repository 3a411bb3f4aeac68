# probe: ChainMap of layers collected in a loop: maps order, writes to maps[0], deleting a parent-only key, keys() and values() order
# inputs
layers = [{"a": 1, "b": 2}, {"b": 20, "c": 30}, {"d": 4}]
key = "c"
# body
from collections import ChainMap
cm = ChainMap()
for layer in layers:
    cm = cm.new_child(layer)
r_nmaps = len(cm.maps)
r_first = cm.maps[0]
r_b = cm["b"]
r_keys = list(cm.keys())
r_values = list(cm.values())
cm[key] = -1
r_top = cm.maps[0]
try:
    del cm["a"]
    r_del = "ok"
except KeyError as e:
    r_del = type(e).__name__
del cm[key]
r_after = cm[key]
r_parents = list(cm.parents)
r_last_is_empty = cm.maps[-1] == {}
