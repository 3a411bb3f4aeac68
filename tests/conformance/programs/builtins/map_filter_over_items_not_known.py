# probe: map and filter over a list the run does not know exactly (made from a dict it can't list) call their function on every item Python has
# inputs
d = {"alpha": 4, "delta": 0}
# body
hist = []
def m(x):
    hist.append(x)
    return x
merged = {**dict(d, extra=16), "alpha": 1} | d
lengths = [len(k) for k in sorted(merged)][1:]
r_sum = sum(map(m, lengths))
r_hist = list(hist)
kept = []
def keep(x):
    kept.append(x)
    return x > 4
r_filtered = list(filter(keep, lengths))
r_kept = list(kept)
