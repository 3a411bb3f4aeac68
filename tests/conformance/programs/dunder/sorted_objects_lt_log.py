# probe: sorted()/min()/max() on objects with __lt__ logging the comparisons, keys from an input list; result order and how many comparisons ran
# inputs
xs = [3, 1, 2]
# body
calls = []
class K:
    def __init__(self, x):
        self.x = x
    def __lt__(self, o):
        calls.append((self.x, o.x))
        return self.x < o.x
objs = [K(x) for x in xs]
r_sorted = [k.x for k in sorted(objs)]
r_rev = [k.x for k in sorted(objs, reverse=True)]
r_min = min(objs).x
r_max = max(objs).x
r_ncalls = len(calls)
r_calls_first = calls[:2]
objs.sort()
r_inplace = [k.x for k in objs]
try:
    sorted([K(1), 5])
except (TypeError, AttributeError) as e:
    r_err = type(e).__name__
