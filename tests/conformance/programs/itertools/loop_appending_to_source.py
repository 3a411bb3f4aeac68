# probe: a for loop over chain / islice / zip_longest / accumulate of a list that the body appends to: the iterator sees the growth until a bound stops it
# inputs
start = [1, 2]
# body
import itertools
xs = list(start)
seen = []
for v in itertools.chain(xs):
    seen.append(v)
    if len(xs) < 5:
        xs.append(v * 10)
r_chain = seen
ys = list(start)
seen2 = []
for v in itertools.islice(ys, 6):
    seen2.append(v)
    ys.append(v + 100)
r_islice = seen2
zs = list(start)
seen3 = []
for v in itertools.accumulate(zs):
    seen3.append(v)
    if len(zs) < 4:
        zs.append(1)
r_acc = seen3
ws = list(start)
seen4 = []
for p in itertools.zip_longest(ws, [0]):
    seen4.append(p)
    if len(ws) < 4:
        ws.append(9)
r_zl = seen4
