# probe: collections.Counter summarizing refcheck statuses: most_common order for ties (first seen first), missing keys read 0, update with a list, subtraction dropping non-positive counts, total()
# inputs
statuses = ["pass", "FAIL", "skip", "pass", "skip", "pass", "FAIL"]
# body
import collections
c = collections.Counter(statuses)
r_counts = dict(c)
r_common = c.most_common()
r_top1 = c.most_common(1)
r_missing = c["timeout"]
r_missing_not_added = "timeout" in c
c.update(["skip", "skip"])
r_after_update = c.most_common(2)
d = c - collections.Counter({"skip": 10, "pass": 1})
r_sub = dict(d)
r_total = c.total()
r_elements = sorted(c.elements())[:4]
c2 = collections.Counter()
for s in statuses:
    c2[s] += 1
r_equal = c == c2
r_summary = ", ".join(f"{k}={v}" for k, v in sorted(c2.items()))
