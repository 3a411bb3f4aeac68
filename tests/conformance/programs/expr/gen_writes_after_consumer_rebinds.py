# probe: a generator's later steps write to names the consumer rebound between pulls: a global counter reset, a global log list replaced, a nonlocal reset, a genexp appending to a replaced list, a map callback
# inputs
xs = [1, 2, 3]
# body
count = 0
def counting():
    global count
    for x in xs:
        count += 1
        yield x
it = counting()
next(it)
count = 10
next(it)
r_count = count
log = []
def logging():
    for x in xs:
        log.append(x)
        yield x
it = logging()
next(it)
log = []
next(it)
r_log = list(log)
def outer():
    n = 0
    def g():
        nonlocal n
        for x in xs:
            n += 1
            yield x
    it = g()
    next(it)
    n = 10
    next(it)
    return n
r_nonlocal = outer()
sink = []
ge = (sink.append(x) for x in xs)
next(ge)
sink = ["new"]
next(ge)
r_genexp = list(sink)
calls = 0
def bump(x):
    global calls
    calls += 1
    return x
m = map(bump, xs)
next(m)
calls = 100
next(m)
r_map = calls
