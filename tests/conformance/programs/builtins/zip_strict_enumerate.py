# probe: zip(strict=True) errors by which argument is short and how much it consumed; enumerate with start; map over several iterables of unequal length
# inputs
a = [1, 2, 3]
b = ["x", "y"]
start = -2
# body
try:
    list(zip(a, b, strict=True))
    r_long_first = "ok"
except ValueError as e:
    r_long_first = (type(e).__name__, str(e))
try:
    list(zip(b, a, strict=True))
    r_short_first = "ok"
except ValueError as e:
    r_short_first = (type(e).__name__, str(e))
try:
    list(zip(a, a, b, strict=True))
    r_third = "ok"
except ValueError as e:
    r_third = str(e)
got = []
try:
    for pair in zip(a, b, strict=True):
        got.append(pair)
except ValueError:
    pass
r_got = got
ia = iter(a)
r_short_zip = list(zip(ia, b))
r_ia_rest = list(ia)
r_enum = list(enumerate(b, start))
r_enum_kw = list(enumerate(b, start=100))
r_enum_dict = dict(enumerate("ab", 1))
r_map_multi = list(map(lambda p, q, r: (p, q, r), a, b, "uvw"))
r_map_pow = list(map(pow, [2, 3, 4], [3, 2]))
r_zip_dict = dict(zip(b, a))
try:
    enumerate(b, 1.5)
    r_enum_float = "ok"
except TypeError as e:
    r_enum_float = type(e).__name__
try:
    list(zip(a, 5))
    r_zip_int = "ok"
except TypeError as e:
    r_zip_int = type(e).__name__
