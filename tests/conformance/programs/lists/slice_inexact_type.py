# probe: a slice of a value not known exactly (a list, or on another path a defaultdict) may raise
# inputs
s = 'ab'
# body
import collections
d = collections.defaultdict(list)
d[0].append(1)
d = sorted(d.items())
r_half = d[::2]
r_after = 1
