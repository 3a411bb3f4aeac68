# probe: grouping results into a defaultdict and a Counter by a key from the config; a lookup of a missing key inserts it
# inputs
op = "gemm"
# body
from collections import defaultdict, Counter
groups = defaultdict(list)
groups[op].append(1)
groups["gemm"].append(2)
r_groups = dict(groups)
r_len = len(groups)
r_keys = list(groups)
seen = defaultdict(int)
_ = seen["attn"]
_ = seen[op]
r_seen = dict(seen)
c = Counter(["gemm", "attn", op])
r_count = c["gemm"]
r_common = c.most_common(1)
r_c_len = len(c)
