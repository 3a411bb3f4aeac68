# probe: itertools a sweep reaches for besides product/chain: accumulate with a function, groupby over unsorted input and stale groups, pairwise, starmap, compress, takewhile/dropwhile, count/cycle through islice
# inputs
vals = [3, 1, 4, 1, 5, 9, 2, 6]
words = ["apple", "avocado", "banana", "blueberry", "apricot", "cherry"]
# body
import itertools
import operator
r_acc_max = list(itertools.accumulate(vals, max))
r_acc_mul = list(itertools.accumulate(vals, operator.mul, initial=1))
r_groupby_unsorted = [(k, list(g)) for k, g in itertools.groupby(words, key=lambda w: w[0])]
r_groupby_sorted = {k: len(list(g)) for k, g in itertools.groupby(sorted(words), key=lambda w: w[0])}
groups = list(itertools.groupby(vals, key=lambda v: v % 2))
r_stale_groups = [(k, list(g)) for k, g in groups]
r_pairwise = list(itertools.pairwise(vals[:4]))
r_starmap = list(itertools.starmap(pow, [(2, 3), (3, 2)]))
r_compress = list(itertools.compress(words, [1, 0, 1]))
r_takewhile = list(itertools.takewhile(lambda v: v < 5, vals))
r_dropwhile = list(itertools.dropwhile(lambda v: v < 5, vals))
r_count = list(itertools.islice(itertools.count(10, 5), 3))
r_cycle = list(itertools.islice(itertools.cycle("ab"), 5))
