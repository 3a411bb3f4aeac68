# probe: a sliding window generator with deque(maxlen): windows of size k over a list and a generator, k larger than the data, the moving sum it feeds
# inputs
data = [1, 2, 3, 4, 5]
k = 3
# body
from collections import deque
from itertools import islice
def windows(iterable, size):
    it = iter(iterable)
    win = deque(islice(it, size), maxlen=size)
    if len(win) == size:
        yield tuple(win)
    for x in it:
        win.append(x)
        yield tuple(win)
r_list = list(windows(data, k))
r_gen = list(windows((x * 10 for x in data), 2))
r_too_big = list(windows(data, 10))
r_sums = [sum(w) for w in windows(data, k)]
def moving_avg(iterable, size):
    win = deque(maxlen=size)
    for x in iterable:
        win.append(x)
        yield sum(win) / len(win)
r_avg = list(moving_avg(data, 2))
dq = deque([1, 2, 3], maxlen=3)
dq.append(4)
dq.appendleft(0)
r_deque = list(dq)
