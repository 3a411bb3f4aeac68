# probe: defaultdict reads of missing keys while iterating it insert and raise RuntimeError; augmented assignment through the factory; default_factory reassigned; equality with dict; fromkeys and | keep the type
# inputs
word = "banana"
# body
from collections import defaultdict
counts = defaultdict(int)
for ch in word:
    counts[ch] += 1
r_counts = dict(counts)
r_eq = counts == {"b": 1, "a": 3, "n": 2}
try:
    for k in counts:
        counts[k + "!"]
except RuntimeError as e:
    r_err = type(e).__name__
r_len = len(counts)
counts.default_factory = lambda: -1
r_new = counts["zz"]
counts.default_factory = None
try:
    counts["yy"]
except KeyError as e:
    r_err2 = type(e).__name__
r_types = (type(counts | {}).__name__, type(defaultdict.fromkeys("ab")).__name__, defaultdict.fromkeys("ab").default_factory)
r_missing_direct = defaultdict(list).__missing__("q")
r_repr = repr(defaultdict(int, {"a": 1}))
