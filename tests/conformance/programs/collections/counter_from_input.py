# probe: Counter over an input string: most_common ties by first appearance, elements order, subtraction dropping zero, comparisons as multisets, missing counts
# inputs
s = "mississippi"
# body
from collections import Counter
c = Counter(s)
r_mc = c.most_common()
r_top = c.most_common(1)[0][0]
r_elements = "".join(c.elements())
r_less = dict(c - Counter("sip"))
r_le = (Counter("ss") <= c, Counter("zz") <= c, c >= Counter("m"))
r_missing = c["q"]
c["q"] -= 1
r_q = (c["q"], "q" in c)
r_plus = dict(+c)
try:
    Counter.fromkeys("ab")
except NotImplementedError as e:
    r_err = type(e).__name__
r_len = len(c)
