# probe: throw into a generator not yet started raises at once without running its body (its try is not entered); close before start runs nothing either
# inputs
v = 3
# body
log = []
def gen():
    log.append("started")
    try:
        yield v
    except KeyError:
        log.append("caught")
        yield "after"
g = gen()
try:
    g.throw(KeyError("x"))
    r_throw = "returned"
except KeyError:
    r_throw = "KeyError"
r_log = list(log)
r_next = next(g, "finished")
h = gen()
h.close()
r_log2 = list(log)
r_h = next(h, "closed")
