# probe: defaultdict(list) grouping; .get and `in` do not create keys, [] does; default_factory None raises KeyError; factory replaced later; setdefault and pop
# inputs
words = ["apple", "avocado", "banana", "blueberry", "cherry"]
# body
from collections import defaultdict
g = defaultdict(list)
for w in words:
    g[w[0]].append(w)
r_groups = dict(g)
r_get = (g.get("z"), "z" in g, len(g))
r_index = (g["z"], len(g), list(g)[-1])
n = defaultdict(None)
try:
    n["k"]
except KeyError as e:
    r_none_factory = (type(e).__name__, len(n))
n.default_factory = lambda: "made"
r_late_factory = (n["k"], dict(n))
c = defaultdict(int)
c["a"] += 1
c["b"]
r_int = dict(c)
r_pop = (c.pop("b"), c.pop("q", "dflt"))
try:
    c.pop("q")
except KeyError as e:
    r_pop_missing = type(e).__name__
r_setdefault = (c.setdefault("s", 5), c["s"])
try:
    defaultdict(5)
except TypeError as e:
    r_bad_factory = type(e).__name__
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 2
r_nested = {k: dict(v) for k, v in nested.items()}
