# probe: per-backend result lists initialised with dict.fromkeys(backends, []) (one shared list) versus a comprehension; a counter dict from fromkeys(…, 0); duplicate backends collapsing
# inputs
backends = ["halops", "cutlass", "halops", "torch"]
# body
shared = dict.fromkeys(backends, [])
shared["halops"].append(1.0)
r_shared = shared
r_keys = list(shared)
fresh = {b: [] for b in backends}
fresh["halops"].append(1.0)
r_fresh = fresh
counts = dict.fromkeys(backends, 0)
for b in backends:
    counts[b] += 1
r_counts = counts
r_none = dict.fromkeys("ab")
r_from_dict = dict.fromkeys({"x": 1, "y": 2}, "z")
r_dedup_order = list(dict.fromkeys(backends))
