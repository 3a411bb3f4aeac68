# probe: while loops with break, continue and else
# inputs
n = 10
target = 7
# body
i = 0
found = None
while i < n:
    i += 1
    if i % 2 == 0:
        continue
    if i == target:
        found = i
        break
else:
    found = "exhausted"
r_found = found
r_i = i
j = 0
while j < 3:
    j += 1
else:
    r_else_ran = True
k = 0
while True:
    k += 3
    if k > n:
        break
r_k = k
