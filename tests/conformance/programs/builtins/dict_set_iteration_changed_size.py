# probe: changing a dict's or set's size while iterating it raises RuntimeError at the next step (what the loop did before stays); changing a value does not; a key deleted and re-added
# inputs
keys = ["a", "b", "c"]
# body
d = dict.fromkeys(keys, 0)
seen = []
try:
    for k in d:
        seen.append(k)
        d[k + k] = 1
except RuntimeError as e:
    r_grow = type(e).__name__
r_seen = seen
r_len = len(d)
d2 = dict.fromkeys(keys, 0)
for k in d2:
    d2[k] += 1
r_values = d2
d3 = dict.fromkeys(keys, 0)
seen3 = []
try:
    for k in d3:
        seen3.append(k)
        del d3[k]
except RuntimeError as e:
    r_del = type(e).__name__
r_seen3 = seen3
s = set([1, 2, 3])
try:
    for v in s:
        s.add(v + 10)
except RuntimeError as e:
    r_set = type(e).__name__
r_set_len = len(s)
d4 = {"x": 1, "y": 2}
it = iter(d4)
next(it)
d4.pop("x")
d4["x"] = 1
try:
    r_readd = list(it)
except RuntimeError as e:
    r_readd = type(e).__name__
d5 = {"x": 1}
vi = iter(d5.values())
d5["y"] = 2
try:
    next(vi)
except RuntimeError as e:
    r_values_view = type(e).__name__
