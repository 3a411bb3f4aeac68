# probe: reduce pulls one item at a time from a generator: the log interleaves the generator's and the function's steps; a function raising part way leaves the rest of the generator
# inputs
xs = [1, 2, 3, 4, 5]
# body
from functools import reduce
log = []
def gen():
    for x in xs:
        log.append(("g", x))
        yield x
def add(a, b):
    log.append(("f", a, b))
    return a + b
r_sum = reduce(add, gen())
r_log = list(log)
log.clear()
def stop_at_3(a, b):
    log.append(("s", b))
    if b == 3:
        raise ValueError(b)
    return a + b
g = gen()
try:
    reduce(stop_at_3, g)
except ValueError as e:
    r_err = type(e).__name__
r_log2 = list(log)
r_rest = list(g)
