# probe: Counter: counting, missing keys are 0, most_common, arithmetic, update, elements
# inputs
text = "abracadabra"
# body
from collections import Counter
c = Counter(text)
r_a = c["a"]
r_missing = c["z"]
r_missing_not_added = "z" in c
r_most = c.most_common(2)
r_total = sum(c.values())
d = Counter({"a": 1, "z": 2})
r_add = dict(c + d)
r_sub = dict(c - d)
c.update("zz")
r_updated = c["z"]
r_elements = sorted(Counter(x=2, y=1).elements())
r_from_list = Counter([1, 1, 2])[1]
r_len = len(c)
