# probe: Counter +, -, &, | keep only positive counts and order keys by the left operand first; update adds counts, subtract allows negatives; most_common ties by first insertion
# inputs
left = "aabbbc"
right = "bccd"
# body
from collections import Counter
a = Counter(left)
b = Counter(right)
r_add = list((a + b).items())
r_sub = list((a - b).items())
r_rsub = list((b - a).items())
r_and = list((a & b).items())
r_or = list((a | b).items())
u = Counter(left)
u.update(right)
u.update({"a": -5})
r_update = list(u.items())
s = Counter(left)
s.subtract(right)
r_subtract = list(s.items())
r_mc = Counter("xyzzyx").most_common()
r_mc1 = Counter("xyzzyx").most_common(1)
r_mc0 = Counter("abc").most_common(0)
r_mc_neg = Counter("abc").most_common(-1)
r_elements = list(Counter(b=2, a=1, c=0, d=-1).elements())
i = Counter(left)
i -= Counter(a=5)
r_isub = list(i.items())
i += Counter(z=-1)
r_iadd = list(i.items())
