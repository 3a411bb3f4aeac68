# probe: grouping input records with defaultdict(list) and counting with Counter; reads of a missing key insert (defaultdict) or not (Counter); most_common ties in order
# inputs
records = [("b", 2), ("a", 1), ("b", 3), ("c", 1)]
probe = "z"
# body
from collections import defaultdict, Counter
groups = defaultdict(list)
for k, v in records:
    groups[k].append(v)
r_groups = dict(groups)
r_probe = groups[probe]
r_keys_after = list(groups)
cnt = Counter(k for k, _ in records)
r_zero = cnt[probe]
r_in = probe in cnt
r_common = cnt.most_common()
r_common1 = cnt.most_common(1)
cnt.update({"a": 2})
r_cnt = dict(cnt)
r_total = sum(cnt.values())
sums = defaultdict(int)
for k, v in records:
    sums[k] += v
r_sums = sorted(sums.items())
