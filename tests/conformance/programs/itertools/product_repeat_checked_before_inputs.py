# probe: product checks repeat before it takes its inputs: a negative repeat with a generator input leaves the generator untouched; a non-iterable input with negative repeat
# inputs
rep = -1
xs = [1, 2]
# body
import itertools
log = []
def gen():
    for x in xs:
        log.append(x)
        yield x
g = gen()
try:
    itertools.product(g, repeat=rep)
    r_err = "none"
except (ValueError, TypeError) as e:
    r_err = type(e).__name__
r_log = list(log)
r_left = list(g)
try:
    itertools.product(5, repeat=rep)
    r_err2 = "none"
except (ValueError, TypeError) as e:
    r_err2 = type(e).__name__
try:
    itertools.product(5, repeat=1)
    r_err3 = "none"
except (ValueError, TypeError) as e:
    r_err3 = type(e).__name__
