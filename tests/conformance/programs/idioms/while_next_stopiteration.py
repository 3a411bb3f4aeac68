# probe: a while True loop pulling sweep points with next() and breaking on StopIteration, skipping some with continue, counting
# inputs
points = [(1, 64), (2, 100), (4, 128), (8, 192)]
align = 64
# body
it = iter(points)
kept = []
skipped = 0
n = 0
while True:
    try:
        bs, k = next(it)
    except StopIteration:
        break
    n += 1
    if k % align:
        skipped += 1
        continue
    kept.append(bs * k)
    if len(kept) >= 2:
        break
r_kept = kept
r_skipped = skipped
r_n = n
r_rest = list(it)
r_last = (bs, k)
