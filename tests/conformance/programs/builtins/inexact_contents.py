# probe: a built-in over a container an undecided branch may have changed raises on what Python holds (sorted, sum, min, set of a dict's values, one a list)
# inputs
bad = [1]
# body
d = {"a": 2, "c": 3}
d["b"] = bad
try:
    r_sorted = sorted(d.values())
except TypeError as e:
    r_sorted = type(e).__name__
try:
    r_sum = sum(d.values())
except TypeError as e:
    r_sum = type(e).__name__
try:
    r_min = min(d.values())
except TypeError as e:
    r_min = type(e).__name__
try:
    r_set = len(set(d.values()))
except TypeError as e:
    r_set = type(e).__name__
r_len = len(d)
r_after = sorted(d)
xs = [3, 1]
xs.append("s")
try:
    r_list_sorted = sorted(xs)
except TypeError as e:
    r_list_sorted = type(e).__name__
d2 = {"a": 2, "c": 3}
d2["b"] = bad
d2.pop("b")
r_last = sorted(d2.values())
