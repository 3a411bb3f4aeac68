# probe: any/all/min/max/sum/sorted over dict views and sets: keys vs values vs items, empty views, default=, truthiness of views themselves
# inputs
d = {"b": 0, "a": 2, "c": 1}
# body
r_any = (any(d), any(d.values()), all(d.values()), all({}.values()), any(d.items()))
r_minmax = (min(d), max(d.values()), min(d.items()), max(d, key=d.get), min(d.values(), default=-1))
r_sum = (sum(d.values()), sum(len(k) for k in d.keys()))
r_sorted = (sorted(d.items(), key=lambda kv: kv[1]), sorted(d, reverse=True))
r_truth = (bool(d.keys()), bool({}.items()), len(d.values()))
try:
    min({}.keys())
except ValueError as e:
    r_empty = type(e).__name__
e = {}
r_views_empty = (list(e.keys()), max(e.values(), default="none"), sum(e.values(), 10))
r_set = (min({3, 1, 2}), max(frozenset("abc")), sum({1, 2, 3}), sorted({(1, "b"), (1, "a")}))
