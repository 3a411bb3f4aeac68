# probe: reduce over a dict (its keys) whose function adds a key: RuntimeError for the changed size, what was folded before kept in the function's log; over a set likewise
# inputs
d = {"a": 1, "b": 2, "c": 3}
# body
from functools import reduce
dd = dict(d)
seen = []
def f(acc, k):
    seen.append(k)
    if k == "b":
        dd["z"] = 0
    return acc + k
try:
    r_out = reduce(f, dd)
except RuntimeError as e:
    r_err = type(e).__name__
r_seen = list(seen)
r_keys = sorted(dd)
s = {1, 2, 3}
def g(acc, v):
    s.add(v * 100)
    return acc + v
try:
    r_set = reduce(g, s)
except RuntimeError as e:
    r_set_err = type(e).__name__
r_s_len = len(s)
