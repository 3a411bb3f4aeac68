# probe: a built-in given code (a key, a function to map or filter, a reducer) over items the tool can't list calls it any number of times: what that code changes is not known after
# inputs
items = [3, 1, 2]
# body
import functools
hist = []
def _m(x, *rest):
    hist.append(x)
    return x
r_sorted = sorted(items, key=_m)
r_max = max(items, key=_m)
r_map = list(map(_m, items))
r_filter = list(filter(_m, items))
r_reduce = functools.reduce(_m, items)
