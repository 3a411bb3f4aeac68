# probe: Counter: a missing key reads 0 without being inserted, del of a missing key is fine, equality treats missing as zero (3.10+), rich comparisons as multiset inclusion
# inputs
text = "abracadabra"
# body
from collections import Counter
c = Counter(text)
r_missing = (c["z"], "z" in c, len(c))
del c["z"]
r_del_missing = len(c)
c["r"] = 0
r_zero_kept = ("r" in c, len(c))
r_eq_zero = (Counter(a=1) == Counter(a=1, b=0), Counter() == Counter(x=0))
r_le = (Counter(a=1) <= Counter(a=2, b=1), Counter(a=3) <= Counter(a=2))
r_lt = (Counter(a=1) < Counter(a=1), Counter(a=1) < Counter(a=1, b=1))
r_ge = Counter(a=2, b=1) >= Counter(a=1)
r_total = (c.total(), Counter(a=-2, b=1).total())
r_ops_keep_zero = sorted((c + Counter()).items())
r_unary = (sorted((+Counter(a=2, b=-1, c=0)).items()), sorted((-Counter(a=2, b=-1)).items()))
r_eq_dict = Counter(a=1) == {"a": 1}
