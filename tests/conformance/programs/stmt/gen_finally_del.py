# probe: a suspended generator's finally runs when it is deleted or collected
# inputs
n = 1
# body
log = []
def g(k):
    try:
        for i in range(k + 2):
            yield i
    finally:
        log.append("f")
it = g(n)
r_first = next(it)
del it
r_log1 = list(log)
it2 = g(n)
next(it2)
it2 = None
r_log2 = list(log)
def h():
    it3 = g(n)
    next(it3)
    return 5
r_h = h()
r_log3 = list(log)
for x in g(n):
    break
r_log4 = list(log)
r_any = any(x > 0 for x in g(n))
r_log5 = list(log)
