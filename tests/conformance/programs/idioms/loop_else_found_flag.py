# probe: for/else and while/else whose break depends on an input, with a counter
# inputs
target = 48
sizes = [16, 32, 48, 64]
limit = 5
# body
count = 0
for s in sizes:
    count += 1
    if s == target:
        found = s
        break
else:
    found = -1
r_found = found
r_count = count
i = 0
tries = []
while i < limit:
    i += 1
    if i % 2 == 0:
        continue
    tries.append(i)
    if i * 16 >= target:
        r_while = "hit"
        break
else:
    r_while = "exhausted"
r_i = i
r_tries = tries
