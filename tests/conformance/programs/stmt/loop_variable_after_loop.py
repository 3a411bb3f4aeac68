# probe: the loop variable after a loop: the last item, the item at break, unbound after an empty loop, changes in the body do not change iteration; nested loops reuse one name
# inputs
n = 4
# body
for i in range(n):
    pass
r_last = i
for j in range(n):
    if j == 2:
        break
r_break = j
try:
    for k in range(0):
        pass
    r_empty = k
except NameError as e:
    r_empty = type(e).__name__
seen = []
for m in range(n):
    seen.append(m)
    m += 100
r_seen = (seen, m)
pairs = []
for p in range(2):
    for p in range(p, 3):
        pairs.append(p)
r_reused = (pairs, p)
while_count = 0
for q in "ab":
    while_count += 1
else:
    r_else_sees = q
