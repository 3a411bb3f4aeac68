# probe: itertools consumers over one generator: islice leaves the rest, takewhile swallows the first failing item, dropwhile, groupby groups invalidated by advancing, chain.from_iterable lazy, zip_longest, tee
# inputs
xs = [1, 2, 3, 10, 4, 5]
# body
import itertools
def gen():
    yield from xs
g = gen()
r_islice = list(itertools.islice(g, 2))
r_after_islice = list(g)
g = gen()
r_takewhile = list(itertools.takewhile(lambda v: v < 5, g))
r_after_takewhile = list(g)
g = gen()
r_dropwhile = list(itertools.dropwhile(lambda v: v < 5, g))
groups = itertools.groupby([1, 1, 2, 2, 2, 1])
collected = [(k, list(grp)) for k, grp in groups]
r_groupby = collected
groups = itertools.groupby([1, 1, 2, 2, 2, 1])
kept = [(k, grp) for k, grp in groups]
r_groupby_stale = [(k, list(grp)) for k, grp in kept]
log = []
def sub(k):
    log.append(k)
    return [k] * k
ch = itertools.chain.from_iterable(sub(k) for k in range(1, 4))
r_chain_first = next(ch)
r_chain_log = list(log)
r_chain_rest = list(ch)
r_zip_longest = list(itertools.zip_longest("ab", gen(), fillvalue="-"))[:4]
a, b = itertools.tee(gen())
r_tee = (next(a), next(a), list(b)[:3], list(a)[:2])
g = gen()
r_islice_step = list(itertools.islice(g, 1, 5, 2))
r_after_step = next(g)
r_count_zip = list(zip(itertools.count(10), "abc"))
cyc = itertools.cycle(gen())
r_cycle = [next(cyc) for _ in range(8)]
r_accumulate = list(itertools.accumulate(gen(), initial=100))
r_pairwise = list(itertools.pairwise(gen()))[:2]
r_starmap = list(itertools.starmap(pow, [(2, 3), (3, 2)]))
