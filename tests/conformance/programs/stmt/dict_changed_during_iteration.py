# probe: changing a dict's size while iterating raises RuntimeError at the next step (the change stays); changing values or re-setting an existing key is allowed; iterating over a copy is safe
# inputs
base = {"a": 1, "b": 2, "c": 3}
# body
d = dict(base)
seen = []
try:
    for k in d:
        seen.append(k)
        if k == "a":
            d["z"] = 0
except RuntimeError as e:
    r_err = type(e).__name__
r_seen = seen
r_after = sorted(d)
d2 = dict(base)
for k in d2:
    d2[k] = d2[k] * 10
r_values_changed = d2
d3 = dict(base)
for k in list(d3):
    if d3[k] % 2:
        del d3[k]
r_copy_delete = d3
d4 = dict(base)
try:
    for k in d4:
        del d4[k]
        d4[k + "!"] = 1
except RuntimeError as e:
    r_same_size = type(e).__name__
r_d4 = sorted(d4)
s = {1, 2}
try:
    for x in s:
        s.add(x + 10)
except RuntimeError as e:
    r_set = type(e).__name__
