# probe: ChainMap: maps, in, iteration order, del from the first map, missing keys, type and isinstance
# inputs
base = {"dtype": "bf16", "block": 64}
user = {"block": 128}
# body
from collections import ChainMap
cm = ChainMap(user, base)
r_maps_len = len(cm.maps)
r_first_is_user = cm.maps[0] is user
r_in = "dtype" in cm
r_not_in = "zz" in cm
r_order = list(cm)
r_block = cm["block"]
r_get_default = cm.get("zz", 7)
r_type = type(cm).__name__
r_is_cm = isinstance(cm, ChainMap)
r_is_dict = isinstance(cm, dict)
del cm["block"]
r_after_del = cm["block"]
try:
    del cm["dtype"]
except KeyError as e:
    r_del_second = type(e).__name__
try:
    cm["zz"]
except KeyError as e:
    r_missing = type(e).__name__
empty = ChainMap()
r_empty_len = len(empty)
empty["x"] = 1
r_empty_maps = empty.maps
r_parents_len = len(cm.parents.maps)
r_child_first = cm.new_child().maps[0]
r_eq_dict = ChainMap({"a": 1}, {"b": 2}) == {"b": 2, "a": 1}
r_eq_cm = ChainMap({"a": 1}) == ChainMap({}, {"a": 1})
r_ne = ChainMap({"a": 1}) != {"a": 2}
r_eq_list = ChainMap({"a": 1}) == [("a", 1)]
