# probe: tee copies are independent: exhausting one leaves the other whole; a tee of a tee; tee over a generator runs it once; n=1 and the copy types
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
r_a = list(a)
r_a_again = list(a)
r_b_first = next(b)
c, d = itertools.tee(b)
r_c = list(c)
r_d = list(d)
r_b_rest = list(b)
r_log = list(log)
(only,) = itertools.tee(xs, 1)
r_only = list(only)
r_type = type(only).__name__
