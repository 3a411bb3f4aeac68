# probe: deque with maxlen drops from the opposite end, appendleft/extendleft order, rotate both ways, index/remove errors, pop from empty IndexError
# inputs
n = 3
# body
from collections import deque
d = deque(maxlen=n)
for i in range(5):
    d.append(i)
r_max = list(d)
d.appendleft(-1)
r_left = list(d)
d.extendleft([7, 8])
r_extl = list(d)
r = deque(range(5))
r.rotate(2)
r_rot = list(r)
r.rotate(-3)
r_rot2 = list(r)
try:
    r.remove(99)
except ValueError as e:
    r_err = type(e).__name__
try:
    deque().pop()
except IndexError as e:
    r_err2 = type(e).__name__
r_maxlen = (d.maxlen, deque([1]).maxlen)
r_idx = r[-1]
r_eq = deque([1, 2]) == deque([1, 2], maxlen=5)
r_mul = list(deque([1, 2], maxlen=n) * 2)
