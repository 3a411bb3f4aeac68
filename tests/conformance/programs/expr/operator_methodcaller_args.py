# probe: operator.methodcaller with positional and keyword arguments, on strs, lists (mutating), dicts; a missing method raises AttributeError at call
# inputs
sep = ","
# body
import operator
split = operator.methodcaller("split", sep)
r_split = split("a,b,c")
r_split_max = operator.methodcaller("split", sep, maxsplit=1)("a,b,c")
xs = [3, 1, 2]
sorter = operator.methodcaller("sort", reverse=True)
r_sort_ret = sorter(xs)
r_xs = xs
r_get = operator.methodcaller("get", "k", "dflt")({})
r_map = list(map(operator.methodcaller("count", "a"), ["aa", "b", "aba"]))
try:
    operator.methodcaller("nope")(5)
    r_missing = "none"
except AttributeError as e:
    r_missing = type(e).__name__
try:
    operator.methodcaller(5)
    r_nonstr = "none"
except TypeError as e:
    r_nonstr = type(e).__name__
