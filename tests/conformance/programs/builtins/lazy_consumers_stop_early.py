# probe: consumers that stop before a lazy map/zip/filter reaches an item whose function raises: any, all, next, in, zip order, islice, break
# inputs
a = [1, 0]
b = [5]
# body
import itertools
def inv(x):
    return 1 // x
r_any = any(map(inv, a))
r_all = all(map(lambda x: x > 5, map(inv, a)))
r_next = next(map(inv, a))
r_in = 1 in map(inv, a)
r_zip_short_first = list(zip(b, map(inv, a)))
try:
    r_zip_map_first = list(zip(map(inv, a), b))
except ZeroDivisionError as e:
    r_zip_map_first = type(e).__name__
r_islice = list(itertools.islice(map(inv, a), 1))
got = []
for v in zip(a, "x", strict=True):
    got.append(v)
    break
r_break = got
got2 = []
for i, v in enumerate(map(inv, a)):
    got2.append((i, v))
    if i == 0:
        break
r_break2 = got2
r_filter_next = next(filter(None, map(inv, a)))
r_takewhile = list(itertools.takewhile(lambda v: v > 5, map(inv, a)))
r_dict_zip = dict(zip("k", map(inv, a)))
