# probe: mutating what a loop goes over: removing from a list while iterating it (items skipped), appending with a guard, iterating a copy instead, a dict or set changed size (RuntimeError after the change), dict values changed in place, and enumerate over a list that grows
# inputs
xs = [1, 2, 2, 3, 4, 4, 5]
cfg = {"a": 1, "b": 2, "c": 3}
# body
a = list(xs)
visited = []
for x in a:
    visited.append(x)
    if x % 2 == 0:
        a.remove(x)
r_remove_skips = (a, visited)
b = list(xs)
for x in list(b):
    if x % 2 == 0:
        b.remove(x)
r_remove_copy = b
c = [1, 2]
for x in c:
    if len(c) < 6:
        c.append(x * 10)
r_append_guard = c
d = dict(cfg)
count = 0
try:
    for k in d:
        count += 1
        d[k + k] = 0
except RuntimeError as e:
    r_dict_grow = (type(e).__name__, str(e), count, sorted(d))
d2 = dict(cfg)
for k in d2:
    d2[k] *= 10
r_dict_values = d2
d3 = dict(cfg)
try:
    for k in d3:
        del d3[k]
except RuntimeError as e:
    r_dict_del = (type(e).__name__, str(e), d3)
d4 = dict(cfg)
for k in list(d4):
    if d4[k] > 1:
        del d4[k]
r_dict_del_copy = d4
s = {1, 2, 3}
try:
    for v in s:
        s.add(v + 10)
except RuntimeError as e:
    r_set_grow = (type(e).__name__, str(e))
