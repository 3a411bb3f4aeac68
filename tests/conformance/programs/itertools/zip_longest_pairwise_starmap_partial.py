# probe: zip_longest pulls every iterator each step (until all are done), pairwise pulls one ahead, starmap unpacks lazily (a bad item fails at its turn), compress stops at the shorter
# inputs
xs = [1, 2, 3]
# body
import itertools
log = []
def gen(tag, n):
    for i in range(n):
        log.append((tag, i))
        yield i
zl = itertools.zip_longest(gen("a", 1), gen("b", 3), fillvalue="-")
r_zl_first = next(zl)
r_zl_log = list(log)
r_zl_rest = list(zl)
log.clear()
pw = itertools.pairwise(gen("p", 4))
r_pw_first = next(pw)
r_pw_log = list(log)
sm = itertools.starmap(pow, [(2, 2), (3,), (2, 3)])
r_sm_first = next(sm)
try:
    next(sm)
except TypeError as e:
    r_sm_err = type(e).__name__
r_sm_after = list(sm)
log.clear()
r_compress = list(itertools.compress(gen("c", 5), [1, 0, 1]))
r_compress_log = list(log)
r_pairwise_short = (list(itertools.pairwise([1])), list(itertools.pairwise("")))
log.clear()
r_repeat = list(zip(itertools.repeat("r"), gen("z", 2)))
r_repeat_log = list(log)
r_count_float = list(itertools.islice(itertools.count(0.5, 0.25), 3))
