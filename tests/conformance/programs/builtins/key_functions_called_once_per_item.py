# probe: sorted, min, max and list.sort call their key once per item (not per comparison), in order; a key reading a closure variable sees its value at call time; a key raising stops the call and leaves the list unsorted
# inputs
xs = [3, 1, 2]
# body
calls = []
def key(v):
    calls.append(v)
    return -v
r_sorted = sorted(xs, key=key)
r_sorted_calls = list(calls)
calls.clear()
r_min = min(xs, key=key)
r_max = max(xs, key=key)
r_minmax_calls = list(calls)
calls.clear()
ys = list(xs)
ys.sort(key=key, reverse=True)
r_sort = (ys, list(calls))
sign = 1
k = lambda v: v * sign
sign = -1
r_late_key = sorted(xs, key=k)
def bad_key(v):
    if v == 2:
        raise ValueError(v)
    return v
zs = list(xs)
try:
    zs.sort(key=bad_key)
except ValueError:
    r_unsorted_after_error = zs
r_min_default = min([], key=key, default="empty")
r_max_single = max([xs[0]], key=bad_key)
r_stable = sorted([("b", 1), ("a", 1), ("c", 0)], key=lambda p: p[1])
