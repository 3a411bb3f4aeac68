# probe: itertools.groupby groups are invalidated when the outer iterator advances; list() of groupby pairs keeps only keys' last groups empty
# inputs
data = [1, 1, 2, 3, 3, 3, 1]
# body
import itertools
pairs = list(itertools.groupby(data))
r_keys = [k for k, _ in pairs]
r_groups_late = [list(g) for _, g in pairs]
r_groups_now = [list(g) for _, g in itertools.groupby(data)]
r_lens = [(k, len(list(g))) for k, g in itertools.groupby(data)]
r_by_parity = [(k, list(g)) for k, g in itertools.groupby(sorted(data, key=lambda x: x % 2), key=lambda x: x % 2)]
gb = itertools.groupby(data)
k1, g1 = next(gb)
first = next(g1)
k2, g2 = next(gb)
r_partial = (k1, first, list(g1), k2, list(g2))
r_empty = list(itertools.groupby([]))
