# probe: while/else and for/else: else runs when the loop ends without break (even zero iterations, even after continue), not after break or return, and nested loops break only the inner one
# inputs
n = 5
target = 3
# body
log = []
i = 0
while i < n:
    i += 1
    if i == target:
        log.append("break")
        break
else:
    log.append("else-1")
r_broken = (i, list(log))
log.clear()
while False:
    pass
else:
    log.append("else-zero")
j = 0
while j < 3:
    j += 1
    continue
else:
    log.append("else-after-continue")
r_zero_and_continue = list(log)
log.clear()
found = []
for a in range(n):
    b = 0
    while b < n:
        if a * b == target:
            found.append((a, b))
            break
        b += 1
    else:
        log.append(("no b for", a))
r_nested_found = found
r_nested_log = list(log)
def search(limit):
    k = 0
    while k < limit:
        if k == target:
            return ("returned", k)
        k += 1
    else:
        return ("else", k)
r_search_hit = search(n)
r_search_miss = search(target)
log.clear()
k = 0
while k < n:
    k += 1
    try:
        if k == 2:
            break
    finally:
        log.append(("finally", k))
else:
    log.append("else")
r_try_break = list(log)
def else_raises():
    while False:
        pass
    else:
        raise KeyError("from else")
try:
    else_raises()
except KeyError as e:
    r_else_raises = e.args
count = 0
while True:
    count += 1
    if count >= n:
        break
r_count = count
