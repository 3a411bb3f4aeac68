# probe: deque(maxlen=0) accepts and drops everything; += extends in place (same object) honoring maxlen; rotate of empty; deque of a deque; comparison order; mutating during iteration raises RuntimeError
# inputs
n = 2
# body
from collections import deque
z = deque(maxlen=0)
z.append(1)
z.extend([1, 2])
r_zero = (list(z), len(z))
d = deque([1, 2, 3], maxlen=n + 1)
alias = d
d += [4, 5]
r_iadd = (list(d), alias is d)
e = deque()
e.rotate(n)
r_empty_rot = list(e)
r_lt = (deque([1, 2]) < deque([1, 3]), deque([1]) == [1])
f = deque(range(3))
try:
    for x in f:
        f.append(x)
except RuntimeError as ex:
    r_err = type(ex).__name__
r_f = list(f)
r_copy = list(deque(d, maxlen=1))
r_reversed = list(reversed(d))
