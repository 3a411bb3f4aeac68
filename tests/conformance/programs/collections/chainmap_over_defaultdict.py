# probe: ChainMap lookup calls each map's __getitem__, so a defaultdict in the chain answers (and inserts) any key; `in` and get do not trigger it
# inputs
key = "zz"
# body
from collections import ChainMap, defaultdict
first = {"a": 1}
dd = defaultdict(lambda: "made")
cm = ChainMap(first, dd)
r_in = key in cm
r_get = cm.get(key, "dflt")
r_item = cm[key]
r_dd = dict(dd)
r_in_after = key in cm
r_a = cm["a"]
r_len = len(cm)
