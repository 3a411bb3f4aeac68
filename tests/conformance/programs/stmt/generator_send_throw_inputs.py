# probe: a generator driven by send with input values, thrown an exception it handles, closed; yield from returning a value; the state recorded after each step
# inputs
sends = [5, -2, 7]
# body
def averager():
    total = 0
    n = 0
    avg = None
    while True:
        try:
            v = yield avg
        except ValueError:
            total = 0
            n = 0
            avg = "reset"
            continue
        if v is None:
            return (n, total)
        total += v
        n += 1
        avg = total / n
g = averager()
r_prime = next(g)
r_steps = [g.send(s) for s in sends]
r_throw = g.throw(ValueError)
r_after = g.send(sends[0])
def outer():
    res = yield from averager()
    yield ("done", res)
o = outer()
next(o)
for s in sends:
    o.send(s)
r_from = o.send(None)
g.close()
r_closed = next(g, "closed")
