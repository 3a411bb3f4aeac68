# probe: generators whose bodies call next() on other generators: interleaved logs, a consumer generator exhausting its producer, zip of two that share a source
# inputs
xs = [1, 2, 3, 4, 5]
# body
log = []
def producer():
    for x in xs:
        log.append(("p", x))
        yield x
def pairs(src):
    while True:
        a = next(src, None)
        if a is None:
            return "no more"
        b = next(src, None)
        log.append(("pair", a, b))
        yield (a, b)
pg = pairs(producer())
r_first = next(pg)
r_log_first = list(log)
r_rest = list(pg)
log.clear()
shared = producer()
def evens(s):
    for v in s:
        if v % 2 == 0:
            yield v
def odds(s):
    for v in s:
        if v % 2:
            yield v
r_zip = list(zip(evens(shared), odds(shared)))
r_left = list(shared)
r_zip_log = list(log)
def running(src):
    total = 0
    for v in src:
        total += v
        yield total
def doubled(src):
    for v in src:
        yield v * 2
r_pipe = list(doubled(running(producer())))
