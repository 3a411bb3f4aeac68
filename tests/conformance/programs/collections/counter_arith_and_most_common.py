# probe: Counter arithmetic drops non-positives (+ - & |), unary +/-, subtract keeps negatives, most_common order with ties (insertion), missing key 0 without inserting, total
# inputs
s = "abracadabra"
# body
from collections import Counter
c = Counter(s)
r_mc = c.most_common(3)
r_missing = (c["z"], "z" in c)
d = Counter(a=1, b=-2, z=3)
r_add = dict(c + d)
r_sub = dict(c - d)
r_and = dict(c & d)
r_or = dict(c | d)
r_pos = dict(+d)
r_neg = dict(-d)
e = Counter(a=1)
e.subtract(a=3, q=1)
r_subtract = dict(e)
r_total = c.total()
r_elements = sorted(Counter(x=2, y=0, w=-1).elements())
c.update("zz")
r_update = c["z"]
r_eq = Counter(a=1) == Counter(a=1, b=0)
r_ties = Counter("bbaacc").most_common()
