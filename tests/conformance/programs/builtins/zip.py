# probe: zip of several iterables, stopping at the shortest; strict=True; unzip with *
# inputs
a = [1, 2, 3]
b = "xy"
# body
r_zip = list(zip(a, b))
r_three = list(zip(a, b, (True, False)))
r_empty = list(zip())
r_one = list(zip(a))
pairs = [(1, "a"), (2, "b")]
nums, letters = zip(*pairs)
r_unzip = (nums, letters)
r_dict = dict(zip(b, a))
try:
    list(zip(a, b, strict=True))
except ValueError as e:
    r_strict = type(e).__name__
r_strict_ok = list(zip([1], [2], strict=True))
