# probe: chain and chain.from_iterable pull their sources lazily: an error in the second source appears only after the first is consumed; a non-iterable in from_iterable fails at its turn
# inputs
xs = [1, 2]
# body
import itertools
log = []
def src(tag, fail=False):
    log.append(("start", tag))
    for x in xs:
        yield (tag, x)
    if fail:
        raise KeyError(tag)
ch = itertools.chain(src("a"), src("b", True), src("c"))
got = []
try:
    for v in ch:
        got.append(v)
except KeyError:
    r_err = "KeyError"
r_got = got
r_log = list(log)
r_after = list(ch)
ci = itertools.chain.from_iterable([[1], 5, [2]])
r_ci_first = next(ci)
try:
    next(ci)
except TypeError as e:
    r_ci_err = type(e).__name__
r_ci_after = list(ci)
log.clear()
def sources():
    for t in "pq":
        log.append(("make", t))
        yield src(t)
cf = itertools.chain.from_iterable(sources())
r_cf_created = list(log)
r_cf_first = next(cf)
r_cf_log = list(log)
r_cf_rest = list(cf)
r_empty = list(itertools.chain())
r_strings = list(itertools.chain("ab", [1], (), {"k": 0}))
