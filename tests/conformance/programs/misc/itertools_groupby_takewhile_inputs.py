# probe: itertools.groupby over sorted input records (groups lost when the outer iterator advances), takewhile/dropwhile with input thresholds, pairwise and zip_longest
# inputs
words = ["bb", "a", "cc", "d", "eee"]
limit = 2
# body
import itertools
ws = sorted(words, key=len)
groups = [(k, list(g)) for k, g in itertools.groupby(ws, key=len)]
r_groups = groups
gb = itertools.groupby(ws, key=len)
k1, g1 = next(gb)
k2, g2 = next(gb)
r_lost = (k1, list(g1), k2, list(g2))
r_take = list(itertools.takewhile(lambda w: len(w) <= limit, ws))
r_drop = list(itertools.dropwhile(lambda w: len(w) < limit, ws))
r_pairs = list(itertools.pairwise(words[:3]))
r_longest = list(itertools.zip_longest(words[:2], range(limit + 1), fillvalue="-"))
r_compress = list(itertools.compress(words, [1, 0, 1]))
r_starmap = list(itertools.starmap(lambda a, b: a * b, [("x", limit), ("y", 1)]))
