# probe: defaultdict with list, int, set and a lambda; missing keys are created on access
# inputs
pairs = [("a", 1), ("b", 2), ("a", 3)]
# body
from collections import defaultdict
groups = defaultdict(list)
for k, v in pairs:
    groups[k].append(v)
r_groups = dict(groups)
counts = defaultdict(int)
for k, _ in pairs:
    counts[k] += 1
r_counts = dict(counts)
d = defaultdict(lambda: "dflt")
r_missing = d["zz"]
r_created = "zz" in d
r_get = d.get("other")
r_get_created = "other" in d
r_len = len(d)
s = defaultdict(set)
s["x"].add(1)
r_set = dict(s)
r_factory = groups.default_factory is list
r_is_dict = isinstance(groups, dict)
plain = defaultdict()
try:
    plain["k"]
except KeyError as e:
    r_no_factory = type(e).__name__
