# probe: a generator dropped part way (a loop broken over a temporary, a name rebound, del) is closed when its last reference goes, running its finally blocks then
# inputs
n = 3
# body
log = []
def gen(tag):
    try:
        for i in range(n):
            yield i
    finally:
        log.append(("finally", tag))
for v in gen("loop"):
    break
r_after_loop = list(log)
log.clear()
g = gen("rebound")
next(g)
r_before_rebind = list(log)
g = None
r_after_rebind = list(log)
log.clear()
h = gen("del")
next(h)
del h
r_after_del = list(log)
log.clear()
r_first = next(gen("temporary"))
r_after_temp = list(log)
log.clear()
def consume():
    k = gen("local")
    return next(k)
r_local = consume()
r_after_local = list(log)
log.clear()
r_any = any(x == 0 for x in gen("any"))
r_after_any = list(log)
