# probe: enumerate's start: True counts as 1, a big int, negative, an object with __index__; a float or str refused; the count keeps going across partial consumption
# inputs
items = ["a", "b", "c"]
# body
r_bool = list(enumerate(items, True))
r_big = list(enumerate(items, 2 ** 64))[-1]
r_neg = list(enumerate(items, -2))
class Idx:
    def __index__(self):
        return 7
r_index = list(enumerate(items, Idx()))[0]
for bad in [1.5, "1", None]:
    try:
        enumerate(items, bad)
        r_bad = "accepted"
    except TypeError as e:
        r_bad = type(e).__name__
e = enumerate(iter(items), start=10)
r_partial = (next(e), list(e), next(e, "end"))
r_kw = list(enumerate(iterable=items, start=1))
try:
    enumerate()
except TypeError as e:
    r_none = type(e).__name__
