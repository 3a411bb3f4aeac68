# probe: sorted/min/max/list.sort with a key function over a list the run does not know exactly call the key on every item Python has
# inputs
d = {"alpha": 4, "delta": 0}
# body
hist = []
def k(x):
    hist.append(x)
    return -x
merged = {**dict(d, extra=16), "alpha": 1} | d
lengths = [len(key) for key in sorted(merged)][1:]
r_sorted = sorted(lengths, key=k)
r_hist1 = list(hist)
hist.clear()
r_min = min(lengths, key=k)
r_hist2 = list(hist)
hist.clear()
r_max = max(lengths, key=k)
r_hist3 = list(hist)
hist.clear()
copy = list(lengths)
copy.sort(key=k)
r_hist4 = list(hist)
r_copy = copy
seen = []
def cmp_key(x):
    seen.append(x)
    if x > 4:
        raise ValueError("big")
    return x
try:
    r_s2 = sorted(lengths, key=cmp_key)
except ValueError as e:
    r_err = str(e)
r_seen = len(seen)
