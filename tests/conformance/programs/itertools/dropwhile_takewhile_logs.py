# probe: dropwhile / takewhile / filterfalse with logging predicates: which items the predicate saw, which item takewhile swallowed, dropwhile stops calling after the first failure
# inputs
xs = [1, 3, 5, 6, 7, 2]
# body
import itertools
log = []
def odd(v):
    log.append(v)
    return v % 2 == 1
it = iter(xs)
r_take = list(itertools.takewhile(odd, it))
r_take_log = list(log)
r_after_take = list(it)
log.clear()
r_drop = list(itertools.dropwhile(odd, xs))
r_drop_log = list(log)
log.clear()
r_ff = list(itertools.filterfalse(odd, xs))
r_ff_log = list(log)
log.clear()
tw = itertools.takewhile(odd, xs)
r_tw_first = next(tw)
r_tw_log = list(log)
r_ff_none = list(itertools.filterfalse(None, [0, 1, "", "a"]))
