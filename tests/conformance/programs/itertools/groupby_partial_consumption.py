# probe: groupby: advancing the outer iterator invalidates the previous group (its rest is lost); a group partly consumed; key called once per item; a key raising part way
# inputs
xs = [1, 1, 2, 2, 2, 3, 1, 1]
# body
import itertools
calls = []
def key(v):
    calls.append(v)
    return v
gb = itertools.groupby(xs, key)
k1, g1 = next(gb)
r_g1_first = next(g1)
k2, g2 = next(gb)
r_g1_rest = list(g1)
r_g2 = (k2, list(g2))
r_calls = len(calls)
r_rest = [(k, len(list(g))) for k, g in gb]
gb2 = itertools.groupby("aabbbc")
r_keys_only = [k for k, _ in gb2]
def bad_key(v):
    if v == 3:
        raise KeyError(v)
    return v
got = []
try:
    for k, g in itertools.groupby(xs, bad_key):
        got.append((k, list(g)))
except KeyError:
    r_bad = "KeyError"
r_bad_got = got
gb3 = itertools.groupby([1, 1, 2])
k, g = next(gb3)
next(g)
k_, g_ = next(gb3)
r_skip_to_next = (k_, list(g_), list(g))
r_unsorted = [k for k, _ in itertools.groupby([2, 1, 2, 2, 1])]
