# probe: counting and grouping with get and setdefault (harness idioms)
# inputs
words = ["a", "bb", "a", "ccc", "bb", "a"]
# body
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
r_counts = counts
groups = {}
for w in words:
    groups.setdefault(len(w), []).append(w)
r_groups = groups
r_most = max(counts, key=counts.get)
r_sorted_items = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
