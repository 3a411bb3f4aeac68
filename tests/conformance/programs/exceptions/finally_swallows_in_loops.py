# probe: break and continue in finally discard the exception in flight (and a pending return); the loop's else is skipped after a break
# inputs
n = 3
# body
log = []
for i in range(n):
    try:
        log.append(("try", i))
        raise ValueError(i)
    finally:
        if i < n - 1:
            continue
        break
else:
    log.append("else")
log.append("after for")
def f():
    for i in range(n):
        try:
            return ("returned", i)
        finally:
            if i == 0:
                continue
    return "fell out"
log.append(f())
def g():
    while True:
        try:
            return "inner return"
        finally:
            break
    return "after break"
log.append(g())
r_log = log
