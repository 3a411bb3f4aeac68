# probe: counting items that hold lists
# inputs
words = ['a', 'bb']
# body
import collections
groups = collections.defaultdict(list)
for i, w in enumerate(words):
    groups[len(w) % 3].append(i)
pairs = sorted(groups.items())
try:
    r_counts = dict(collections.Counter(pairs))
except TypeError as err:
    r_err = type(err).__name__
r_after = 1
