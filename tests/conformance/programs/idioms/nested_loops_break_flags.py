# probe: nested loops searching a (tile, stage) pair, breaking out of both with a flag and with for/else continue/break idiom
# inputs
M = 256
smem = 100
# body
tiles = [32, 64, 128, 256]
stages = [2, 3, 4]
found = None
for t in tiles:
    for s in stages:
        if t * s > smem:
            break
        if M % (t * s) == 0:
            found = (t, s)
    else:
        continue
    break
r_found = found
r_t = t
best = None
done = False
for t in reversed(tiles):
    for s in stages:
        if t * s <= smem and M % t == 0:
            best = (t, s)
            done = True
            break
    if done:
        break
r_best = best
pairs = []
for t in tiles:
    if t > M:
        break
    for s in stages:
        if s == 3:
            continue
        pairs.append(t * s)
r_pairs = pairs
