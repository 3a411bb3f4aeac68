# probe: ranking results with ties: competition ranks, dense ranks, enumerate start=1 after sorted with key and reverse, stable order of ties
# inputs
times = {"a": 3.0, "b": 1.0, "c": 3.0, "d": 2.0, "e": 1.0}
# body
order = sorted(times, key=times.get)
r_order = order
r_order_rev = sorted(times, key=times.get, reverse=True)
r_enum = [(i, k) for i, k in enumerate(order, start=1)]
ranks = {}
prev = None
for i, k in enumerate(order, 1):
    if times[k] != prev:
        rank = i
        prev = times[k]
    ranks[k] = rank
r_comp = ranks
uniq = sorted(set(times.values()))
r_dense = {k: uniq.index(v) + 1 for k, v in times.items()}
r_best = min(times, key=times.get)
r_worst = max(times, key=times.get)
r_best_item = min(times.items(), key=lambda kv: (kv[1], kv[0]))
