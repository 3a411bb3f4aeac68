# probe: accumulate over a shared iterator and a generator: pulls one item per output; consuming the source directly in between changes what accumulate sees
# inputs
xs = [1, 2, 3, 4, 5]
# body
import itertools
it = iter(xs)
acc = itertools.accumulate(it)
r_first = next(acc)
r_direct = next(it)
r_rest = list(acc)
log = []
def gen():
    for x in xs:
        log.append(x)
        yield x
acc2 = itertools.accumulate(gen(), initial=10)
r_init = next(acc2)
r_log0 = list(log)
r_second = next(acc2)
r_log1 = list(log)
