# probe: min/max return the first of equal maxima/minima (with and without key), sorted is stable under key and reverse, identity of the returned item
# inputs
items = [(1, "a"), (3, "b"), (3, "c"), (1, "d")]
# body
r_max_key = max(items, key=lambda t: t[0])
r_min_key = min(items, key=lambda t: t[0])
a = [1]
b = [1]
r_max_identity = max([a, b]) is a
r_min_identity = min([b, a]) is b
r_max_equal_nums = (type(max(1, 1.0, True)).__name__, type(min(True, 1, 1.0)).__name__)
r_sorted_rev = sorted(items, key=lambda t: t[0], reverse=True)
r_sorted_rev_identity = sorted([a, b], reverse=True)[0] is a
r_max_default = (max([], default="d"), min((), key=len, default=None))
try:
    max([])
except ValueError as e:
    r_empty = type(e).__name__
try:
    max(1)
except TypeError as e:
    r_int = type(e).__name__
r_max_str = max(["b", "ab", "c"], key=len)
r_max_dict = max({"x": 1, "y": 3}, key={"x": 1, "y": 3}.get)
