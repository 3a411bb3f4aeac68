# probe: zip_longest over generators of different lengths: each step pulls every live one, the shorter's end is pulled once; side effects in order
# inputs
n = 2
# body
import itertools
log = []
def gen(tag, k):
    for i in range(k):
        log.append((tag, i))
        yield i
    log.append((tag, "end"))
z = itertools.zip_longest(gen("a", n), gen("b", n + 1), fillvalue="-")
r_first = next(z)
r_log1 = list(log)
r_rest = list(z)
r_log = list(log)
