# probe: throw() into a generator that never started raises at once without running its body; into one suspended in try/except is caught there; after an uncaught throw it is finished
# inputs
limit = 3
# body
log = []
def g():
    log.append("started")
    try:
        for i in range(limit):
            yield i
    except ValueError:
        log.append("caught")
        yield "recovered"
    log.append("after")
fresh = g()
try:
    fresh.throw(ValueError)
except ValueError:
    r_fresh = "ValueError"
r_fresh_log = list(log)
r_fresh_next = next(fresh, "exhausted")
log.clear()
s = g()
r_s0 = next(s)
r_s_thrown = s.throw(ValueError)
r_s_log = list(log)
r_s_rest = list(s)
r_s_log2 = list(log)
log.clear()
t = g()
next(t)
try:
    t.throw(KeyError("x"))
except KeyError as e:
    r_t = type(e).__name__
r_t_after = next(t, "done")
r_t_log = list(log)
