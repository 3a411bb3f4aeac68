# probe: ranking sorted rows with enumerate(start=1), ties sharing a rank computed by hand, rank lookup by name
# inputs
scores = {"a": 3.0, "b": 1.0, "c": 3.0, "d": 2.0}
start = 1
# body
ordered = sorted(scores.items(), key=lambda kv: -kv[1])
r_ordered = ordered
r_plain = [(i, k) for i, (k, _) in enumerate(ordered, start)]
ranks = {}
prev, rank = None, 0
for i, (k, v) in enumerate(ordered, start):
    if v != prev:
        rank = i
        prev = v
    ranks[k] = rank
r_ranks = ranks
r_top = [k for k, r in ranks.items() if r == start]
e = enumerate(ordered, start=start)
r_next = next(e)
r_rest = [i for i, _ in e]
