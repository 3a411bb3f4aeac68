# probe: chain over a dict (keys), a set of one item, a str, a range, a generator expression, an empty tuple, a bytes (ints); chain.from_iterable over a list of strs
# inputs
d = {"a": 1, "b": 2}
# body
import itertools
r_mixed = list(itertools.chain(d, {5}, "xy", range(2), (v * 2 for v in d.values()), (), b"AB"))
r_from = list(itertools.chain.from_iterable(["ab", "c", ""]))
r_from_dict = list(itertools.chain.from_iterable(d.items()))
r_empty = list(itertools.chain())
r_nested = list(itertools.chain([[1, 2]], [[3]]))
r_sum = sum(itertools.chain([1, 2], (3,)))
try:
    list(itertools.chain([1], 2))
    r_err = "none"
except TypeError as e:
    r_err = type(e).__name__
r_partial = []
try:
    for v in itertools.chain([1], 2):
        r_partial.append(v)
except TypeError as e:
    r_err2 = type(e).__name__
