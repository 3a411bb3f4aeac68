# probe: sorting floats with a NaN: the order CPython's sort (a descending run reversed, then binary insertion) gives
# inputs
xs = [2.0, 1.0, float("nan"), 0.5]
# body
r_sorted = [str(x) for x in sorted(xs)]
a = list(xs)
a.sort()
r_sort = [str(x) for x in a]
r_reverse = [str(x) for x in sorted(xs, reverse=True)]
