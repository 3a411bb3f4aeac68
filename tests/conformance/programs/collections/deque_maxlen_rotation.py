# probe: deque with maxlen drops from the opposite end on append/appendleft/extend/extendleft; rotate both ways and beyond length; pop from empty IndexError; equality with lists False
# inputs
items = [1, 2, 3, 4, 5]
m = 3
# body
from collections import deque
d = deque(items, maxlen=m)
r_init = list(d)
d.appendleft(0)
r_appendleft = list(d)
d.extend([8, 9])
r_extend = list(d)
d.extendleft([6, 7])
r_extendleft = list(d)
r_maxlen = d.maxlen
e = deque(items)
e.rotate(2)
r_rot = list(e)
e.rotate(-3)
r_rot_neg = list(e)
e.rotate(len(items) * 3 + 1)
r_rot_big = list(e)
f = deque()
try:
    f.pop()
except IndexError as exc:
    r_pop_empty = type(exc).__name__
try:
    f.popleft()
except IndexError as exc:
    r_popleft_empty = type(exc).__name__
r_eq = (deque(items) == items, deque(items) == deque(items), list(deque(items)) == items)
g = deque(maxlen=0)
g.append(1)
r_zero = (list(g), len(g))
r_index = (deque(items)[-1], deque(items).index(3), deque(items).count(2))
h = deque(items)
h.remove(3)
del h[0]
h.insert(1, "x")
r_mutate = list(h)
