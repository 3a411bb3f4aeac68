# probe: islice over a shared list iterator: the items skipped by start and step are consumed from the source; next islice continues where it stopped; stop reached does not pull one more
# inputs
xs = list(range(10))
# body
import itertools
it = iter(xs)
r_a = list(itertools.islice(it, 2, 4))
r_next = next(it)
r_b = list(itertools.islice(it, 0, 5, 2))
r_rest = list(it)
it2 = iter(xs)
sl = itertools.islice(it2, 3)
r_sl_one = next(sl)
r_it2_direct = next(it2)
r_sl_rest = list(sl)
r_it2_rest = list(it2)
