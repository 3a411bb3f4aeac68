# probe: KeyError and IndexError from dicts, lists, tuples, strings, ranges, deques and dict.pop caught as LookupError; args of KeyError hold the key object
# inputs
key = ("t", 1)
idx = 10
# body
from collections import deque
out = []
for f in (lambda: {}[key], lambda: [1][idx], lambda: (1, 2)[idx], lambda: "ab"[idx], lambda: range(3)[idx],
          lambda: deque([1])[idx], lambda: {}.pop(key), lambda: [].pop(), lambda: set().pop(), lambda: {}.popitem(),
          lambda: [1, 2].index(idx), lambda: "ab".index("z")):
    try:
        f()
        out.append("no error")
    except LookupError as e:
        out.append(("lookup", type(e).__name__))
    except ValueError as e:
        out.append(("value", type(e).__name__))
r_out = out
try:
    {}[key]
except KeyError as e:
    r_key_args = (e.args, e.args[0] is key)
try:
    {1: 2}[[1]]
except TypeError as e:
    r_unhashable = type(e).__name__
