# probe: map, filter, zip and enumerate call nothing until pulled; after a next() the log shows exactly the calls for one item; zip pulls its iterators left to right and stops at the first exhausted
# inputs
xs = [1, 2, 3]
# body
log = []
def f(x):
    log.append(("f", x))
    return x * 2
def p(x):
    log.append(("p", x))
    return x % 2 == 1
m = map(f, xs)
fl = filter(p, xs)
r_created = list(log)
r_m = next(m)
r_log_m = list(log)
log.clear()
r_fl = (next(fl), next(fl))
r_log_fl = list(log)
log.clear()
def src(tag, n):
    for i in range(n):
        log.append((tag, i))
        yield i
z = zip(src("a", 3), src("b", 1), src("c", 5))
r_z = list(z)
r_log_z = list(log)
log.clear()
e = enumerate(map(f, xs), 5)
r_e = next(e)
r_log_e = list(log)
log.clear()
mm = map(lambda a, b: a + b, src("l", 2), src("r", 4))
r_mm = list(mm)
r_log_mm = list(log)
