# probe: a generator's finally runs when the consumer breaks and the generator is closed (explicit close), or when it is exhausted; the order of log entries between consumer and generator
# inputs
stop_at = 1
# body
log = []
def gen(tag):
    try:
        for i in range(3):
            log.append((tag, "yield", i))
            yield i
    finally:
        log.append((tag, "finally"))
g = gen("a")
for x in g:
    log.append(("consumer", x))
    if x == stop_at:
        break
log.append("before close")
g.close()
log.append("after close")
for x in gen("b"):
    log.append(("consumer b", x))
r_log = log
g2 = gen("c")
next(g2)
try:
    g2.throw(KeyError("k"))
except KeyError as e:
    r_thrown = type(e).__name__
r_tail = log[-1]
