# probe: a defaultdict whose key is set only when an input holds, then read with []: the factory runs only when the key was missing; its call log and the dict after
# inputs
on = True
# body
from collections import defaultdict
calls = []
def factory():
    calls.append("made")
    return 0
d = defaultdict(factory)
if on:
    d["a"] = 5
r_a = d["a"]
r_calls = list(calls)
d["b"] += 1
r_b = d["b"]
if not on:
    d["c"] = 1
r_c = d["c"]
r_keys = sorted(d)
r_ncalls = len(calls)
