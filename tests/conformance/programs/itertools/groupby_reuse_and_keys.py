# probe: groupby with a key function over unsorted input: keys repeat; a group object saved and used after advancing is empty; key called once per item
# inputs
words = ["apple", "avocado", "banana", "blueberry", "apricot", "cherry"]
# body
import itertools
calls = []
def first(w):
    calls.append(w)
    return w[0]
groups = []
for k, g in itertools.groupby(words, first):
    groups.append((k, g))
r_keys = [k for k, _ in groups]
r_saved = [list(g) for _, g in groups]
r_calls = len(calls)
r_fresh = [(k, list(g)) for k, g in itertools.groupby(words, first)]
r_len = [(k, len(list(g))) for k, g in itertools.groupby(sorted(words, key=first), first)]
r_no_key = [(k, len(list(g))) for k, g in itertools.groupby([1, 1, 1.0, True, 2])]
