# probe: reduce with an initial None, with a dict (keys), a str, a single item and no initial (no call), operator functions, building a dict
# inputs
words = ["a", "bb", "a", "ccc"]
# body
from functools import reduce
import operator
calls = []
def f(acc, x):
    calls.append(x)
    return acc
r_none_initial = reduce(f, [], None)
r_single = reduce(f, ["only"])
r_single_calls = len(calls)
r_dict_keys = reduce(operator.add, {"x": 1, "y": 2})
r_str = reduce(lambda a, c: c + a, "abc")
def count(acc, w):
    acc[w] = acc.get(w, 0) + 1
    return acc
r_counts = reduce(count, words, {})
r_max = reduce(max, [3, 9, 2])
r_mul = reduce(operator.mul, range(1, 6), 1)
r_sub = reduce(operator.sub, [10, 1, 2])
try:
    reduce(operator.add, [])
except TypeError as e:
    r_empty = type(e).__name__
try:
    reduce(operator.add, 5)
except TypeError as e:
    r_not_iter = type(e).__name__
