# probe: yield from forwards send and throw to the inner generator, gets its return value, and a throw the inner does not catch reaches the outer's handler
# inputs
vals = [1, 2, 3]
# body
log = []
def inner():
    total = 0
    while True:
        try:
            x = yield total
        except ValueError:
            log.append("inner caught")
            continue
        if x is None:
            return total
        total += x
def outer():
    try:
        res = yield from inner()
        log.append(("res", res))
        yield "after"
    except KeyError:
        log.append("outer caught")
        yield "recovered"
g = outer()
steps = [next(g)]
for v in vals:
    steps.append(g.send(v))
steps.append(g.throw(ValueError))
steps.append(g.send(None))
r_steps = steps
h = outer()
next(h)
r_thrown = h.throw(KeyError)
r_log = log
