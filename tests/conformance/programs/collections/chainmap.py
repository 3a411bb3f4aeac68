# probe: ChainMap lookup order, writes to the first map, new_child, parents
# inputs
defaults = {"a": 1, "b": 2}
overrides = {"b": 20}
# body
from collections import ChainMap
cm = ChainMap(overrides, defaults)
r_b = cm["b"]
r_a = cm["a"]
r_keys = sorted(cm)
r_len = len(cm)
cm["c"] = 3
r_first = dict(overrides)
r_defaults_unchanged = dict(defaults)
child = cm.new_child({"a": 100})
r_child_a = child["a"]
r_parent_a = child.parents["a"]
r_get = cm.get("zz", "none")
r_dict = dict(cm)
