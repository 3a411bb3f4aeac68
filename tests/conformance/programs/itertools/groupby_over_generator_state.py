# probe: groupby over a generator: group objects are views on the shared source, consuming the outer after partial groups, and a generator whose items depend on a changed list
# inputs
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
# body
import itertools
pulled = []
def gen():
    for w in words:
        pulled.append(w)
        yield w
gb = itertools.groupby(gen(), key=lambda w: w[0])
k1, g1 = next(gb)
r_k1 = k1
r_pulled_after_outer = list(pulled)
r_g1_first = next(g1)
r_pulled_after_inner = list(pulled)
k2, g2 = next(gb)
r_k2 = k2
r_pulled_after_second = list(pulled)
r_g1_after_advance = list(g1)
r_rest = [(k, list(g)) for k, g in gb]
by_len = {}
for k, grp in itertools.groupby(sorted(words, key=len), key=len):
    by_len[k] = sorted(grp)
r_by_len = by_len
