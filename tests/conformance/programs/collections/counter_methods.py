# probe: Counter: most_common(n), total, update/subtract with mappings and keywords, del of a missing key, equality
# inputs
words = ["gemm", "attn", "gemm", "norm", "gemm", "attn"]
# body
from collections import Counter
c = Counter(words)
r_top = c.most_common(1)
r_all = c.most_common()
r_total = c.total()
c.update({"norm": 2}, )
c.update(attn=1)
r_after_update = dict(c)
c.subtract(["gemm"])
r_after_subtract = c["gemm"]
del c["absent"]
r_len = len(c)
r_type = type(c).__name__
r_is_dict = isinstance(c, dict)
r_eq_dict = Counter(a=1) == {"a": 1}
r_eq_counter = Counter(a=1, b=2) == Counter(b=2, a=1)
r_eq_zero = Counter(a=1, b=0) == Counter(a=1)
r_kw = dict(Counter(x=3))
r_copy_type = type(c.copy()).__name__
r_get = c.get("zzz")
