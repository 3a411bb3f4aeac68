# probe: deque: appendleft, popleft, rotate, maxlen, extendleft
# inputs
items = [1, 2, 3]
# body
from collections import deque
d = deque(items)
d.appendleft(0)
d.append(4)
r_list = list(d)
r_popleft = d.popleft()
r_pop = d.pop()
d.rotate(1)
r_rotated = list(d)
bounded = deque(maxlen=2)
for v in items:
    bounded.append(v)
r_bounded = list(bounded)
e = deque()
e.extendleft("ab")
r_extendleft = list(e)
r_index = d[0]
r_len = len(d)
