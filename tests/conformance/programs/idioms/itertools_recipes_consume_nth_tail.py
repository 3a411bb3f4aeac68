# probe: the itertools docs recipes consume (deque maxlen=0, islice(n, n)), nth, tail, take, first_true over generators with side effects: how far each advances the source
# inputs
n = 3
data = [5, 0, 7, 0, 9, 4]
# body
import collections
from itertools import islice
log = []
def gen():
    for x in data:
        log.append(x)
        yield x
def consume(it, k=None):
    if k is None:
        collections.deque(it, maxlen=0)
    else:
        next(islice(it, k, k), None)
def nth(it, k, default=None):
    return next(islice(it, k, None), default)
def tail(k, it):
    return list(collections.deque(it, maxlen=k))
def take(k, it):
    return list(islice(it, k))
def first_true(it, default=False, pred=None):
    return next(filter(pred, it), default)
g = gen()
consume(g, 2)
r_after_consume2 = (list(log), next(g))
log.clear()
g = gen()
consume(g)
r_after_consume_all = (len(log), next(g, "empty"))
log.clear()
r_nth = (nth(gen(), n), list(log))
r_nth_missing = nth(gen(), 100, "none")
r_tail = tail(2, gen())
r_take = take(n, gen())
log.clear()
r_first_true = (first_true(gen(), pred=lambda v: v > 6), list(log))
r_first_true_none = first_true(iter([0, 0, ""]), "dflt")
