# probe: try/finally inside a while loop: continue and break in try still run finally; a finally counter counts every iteration; an exception caught outside after some iterations keeps the counts so far
# inputs
limit = 5
# body
fin = 0
body = 0
i = 0
while i < limit:
    i += 1
    try:
        if i % 2 == 0:
            continue
        if i == 5:
            break
        body += 1
    finally:
        fin += 1
r_counts = (i, body, fin)
fin = 0
seen = []
try:
    for j in range(limit):
        try:
            seen.append(j)
            if j == 3:
                raise ValueError(j)
        finally:
            fin += 1
except ValueError as e:
    seen.append(("ValueError", e.args))
r_after = (seen, fin)
