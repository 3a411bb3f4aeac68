# probe: defaultdict: factory runs only on [] misses (not get/in), factory None raises KeyError, factory from lambda/int/list, nested defaultdict, __missing__ inserts
# inputs
key = "k"
# body
from collections import defaultdict
calls = []
def fac():
    calls.append(1)
    return len(calls)
d = defaultdict(fac)
r_get = d.get(key)
r_in = key in d
r_item = d[key]
r_item2 = d[key]
r_calls = len(calls)
r_keys = list(d)
n = defaultdict(None)
try:
    n[key]
except KeyError as e:
    r_none = type(e).__name__
tree = defaultdict(lambda: defaultdict(int))
tree["a"][key] += 2
tree["a"]["z"] += 1
r_tree = {k: dict(v) for k, v in tree.items()}
g = defaultdict(list)
for word in ["ab", "ac", "b"]:
    g[word[0]].append(word)
r_g = dict(g)
r_pop = d.pop("missing", "dflt")
r_setdefault = d.setdefault("new", 0)
r_copy_type = type(d.copy()).__name__
r_factory = d.default_factory is fac
try:
    defaultdict(5)
except TypeError as e:
    r_err = type(e).__name__
