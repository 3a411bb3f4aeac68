# probe: break and continue affect only the innermost loop
# inputs
rows = [[1, 2, 3], [4, -1, 6], [7, 8, 9]]
# body
seen = []
for row in rows:
    for v in row:
        if v < 0:
            break
        if v % 2 == 0:
            continue
        seen.append(v)
    else:
        seen.append("row-done")
r_seen = seen
pairs = []
for i in range(3):
    for j in range(3):
        if j > i:
            break
        pairs.append((i, j))
r_pairs = pairs
