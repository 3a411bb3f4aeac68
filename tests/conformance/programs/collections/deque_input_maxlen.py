# probe: deque with an input maxlen: extend beyond it, insert into a full deque raises IndexError, index with start/stop, count, clear and reuse
# inputs
n = 3
# body
from collections import deque
d = deque(range(10), maxlen=n)
r_d = list(d)
try:
    d.insert(0, -1)
except IndexError as e:
    r_err = type(e).__name__
d.pop()
d.insert(0, -1)
r_ins = list(d)
r_index = d.index(7) if 7 in d else "absent"
r_count = d.count(-1)
d.extend("ab")
r_ext = list(d)
d.clear()
d.append("x")
r_clear = list(d)
try:
    d.index("zz")
except ValueError as e:
    r_err2 = type(e).__name__
