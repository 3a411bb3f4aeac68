# probe: accumulate pulls lazily, the func raising at step k keeps the items handed out before; initial given before any pull; over a generator with side effects
# inputs
xs = [1, 2, 3, "x", 5]
# body
import itertools
import operator
log = []
def gen():
    for x in xs:
        log.append(x)
        yield x
acc = itertools.accumulate(gen())
r_created = list(log)
got = []
try:
    for v in acc:
        got.append(v)
except TypeError:
    r_err = "TypeError"
r_got = got
r_log = list(log)
r_after = list(acc)
log.clear()
a2 = itertools.accumulate(gen(), operator.mul, initial=10)
r_initial_first = next(a2)
r_initial_log = list(log)
r_second = next(a2)
r_second_log = list(log)
r_max = list(itertools.accumulate([3, 1, 4, 1, 5], max))
r_strs = list(itertools.accumulate(["a", "b", "c"]))
r_empty_initial = list(itertools.accumulate([], initial=0))
def calls_func(a, b):
    log.append(("f", a, b))
    return a - b
log.clear()
r_sub = list(itertools.accumulate([10, 1, 2], calls_func))
r_sub_log = list(log)
