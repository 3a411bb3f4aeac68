# probe: while/else and for/else: else runs when the loop ends without break, even after continue; not after break; else of an empty loop; break in nested loop only leaves inner
# inputs
n = 5
target = 3
# body
def search(seq, t):
    for v in seq:
        if v == t:
            r = ("found", v)
            break
    else:
        r = ("missing", None)
    return r
r_found = search(range(n), target)
r_missing = search(range(n), n + 1)
r_empty = search([], target)
i = 0
log = []
while i < n:
    i += 1
    if i % 2:
        continue
    log.append(i)
else:
    log.append("else")
r_while = log
j = 0
while True:
    j += 1
    if j == target:
        break
else:
    j = "never"
r_j = j
pairs = []
for a in range(3):
    for b in range(3):
        if b > a:
            break
        pairs.append((a, b))
    else:
        pairs.append(("else", a))
r_pairs = pairs
k = n
while k > 10:
    k -= 1
else:
    k = ("else", k)
r_k = k
