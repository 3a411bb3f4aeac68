# probe: tee buffers what one copy pulled for the other; the source used after tee skips; cycle saves the first pass (the source's side effects run once)
# inputs
xs = [1, 2, 3]
# body
import itertools
log = []
def gen():
    for x in xs:
        log.append(x)
        yield x
a, b = itertools.tee(gen())
r_a = (next(a), next(a))
r_log_after_a = list(log)
r_b = list(b)
r_log_after_b = list(log)
r_a_rest = list(a)
log.clear()
src = iter(xs)
c, d = itertools.tee(src)
next(src)
r_c = list(c)
r_d = list(d)
log.clear()
cy = itertools.cycle(gen())
r_cycle = [next(cy) for _ in range(7)]
r_cycle_log = list(log)
r_tee_n = len(itertools.tee(xs, 3))
r_tee_zero = itertools.tee(xs, 0)
try:
    itertools.tee(xs, -1)
except ValueError as e:
    r_tee_neg = type(e).__name__
cy_empty = itertools.cycle([])
r_cycle_empty = next(cy_empty, "empty")
