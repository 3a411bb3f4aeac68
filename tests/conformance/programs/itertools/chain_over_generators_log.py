# probe: chain over generators with side effects: the second generator's first step runs only when the first is exhausted; partial consumption with next; chain.from_iterable of a generator of generators
# inputs
n = 2
# body
import itertools
log = []
def gen(tag, k):
    log.append(("start", tag))
    for i in range(k):
        log.append((tag, i))
        yield (tag, i)
    log.append(("end", tag))
c = itertools.chain(gen("a", n), gen("b", n))
r_log0 = list(log)
r_first = next(c)
r_log1 = list(log)
r_second = next(c)
r_third = next(c)
r_log2 = list(log)
log.clear()
def outer():
    for t in "pq":
        log.append(("outer", t))
        yield gen(t, 1)
cf = itertools.chain.from_iterable(outer())
r_cf_first = next(cf)
r_cf_log = list(log)
r_cf_rest = list(cf)
r_cf_log2 = list(log)
