# probe: a suspended generator's finally appends to a log name the consumer rebound meanwhile: finalized by del, by rebinding its variable, by running to its end
# inputs
xs = [1, 2]
# body
log = []
def g(tag):
    try:
        yield from xs
    finally:
        log.append(tag)
it = g("del")
next(it)
log = []
del it
r_del = list(log)
it = g("rebind")
next(it)
log = []
it = None
r_rebind = list(log)
it = g("end")
next(it)
log = []
r_rest = list(it)
r_end = list(log)
