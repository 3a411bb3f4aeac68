# probe: ChainMap reads through maps in order, writes and deletes only the first map, new_child/parents, len/keys union, deleting a key only in a later map raises KeyError
# inputs
k = "b"
# body
from collections import ChainMap
base = {"a": 1, "b": 2}
over = {"b": 20, "c": 30}
cm = ChainMap(over, base)
r_read = (cm["a"], cm[k], cm["c"])
cm["a"] = 100
r_maps = (dict(over), dict(base))
try:
    del cm["a"]
    del cm["a"]
except KeyError as e:
    r_err = type(e).__name__
r_after = (cm["a"], dict(over))
child = cm.new_child({k: "child"})
r_child = (child[k], child.parents[k], len(child))
r_keys = sorted(child)
r_get = cm.get("zz", "dflt")
base["z"] = 9
r_live = cm["z"]
r_pop = cm.pop("c")
try:
    cm.pop("z")
except KeyError as e:
    r_err2 = type(e).__name__
