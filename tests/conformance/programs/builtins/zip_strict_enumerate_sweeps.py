# probe: zip/zip(strict=True)/enumerate in sweep loops: strict length errors and their messages, what a short zip consumed of a longer iterator, transposes with zip(*), enumerate starts and nested unpacking
# inputs
names = ["a", "b", "c"]
vals = [1, 2, 3]
short = [10, 20]
# body
r_zip = list(zip(names, vals))
r_zip_short = list(zip(names, short))
r_zip_strict = list(zip(names, vals, strict=True))
try:
    list(zip(names, short, strict=True))
except ValueError as e:
    r_strict_err = (type(e).__name__, str(e))
try:
    list(zip(short, names, strict=True))
except ValueError as e:
    r_strict_err_longer = str(e)
try:
    list(zip(names, vals, short, strict=True))
except ValueError as e:
    r_strict_err3 = str(e)
pairs = []
try:
    for n, s in zip(names, short, strict=True):
        pairs.append((n, s))
except ValueError:
    pass
r_strict_partial = pairs
it = iter(names)
r_zip_consumed = list(zip(it, short))
it2 = iter(names)
r_zip_consumed_rev = list(zip(short, it2))
r_empty = (list(zip()), list(zip([])), list(zip([], names)))
matrix = [[1, 2, 3], [4, 5, 6]]
r_transpose = list(zip(*matrix))
r_transpose_back = [list(row) for row in zip(*zip(*matrix))]
r_enum = list(enumerate(names, start=-1))
r_enum_nested = [(i, n, v) for i, (n, v) in enumerate(zip(names, vals), 1)]
r_dict_zip = dict(zip(names, vals))
r_dict_zip_dup = dict(zip(["x", "x", "y"], vals))
r_enum_dict = {n: i for i, n in enumerate(names)}
r_unzip = tuple(zip(*r_zip))
r_zip_str = list(zip("abc", range(10)))
r_enum_str = list(enumerate("hi"))
r_zip_dict = list(zip({"k1": 1, "k2": 2}, {"v": 0, "w": 0}))
try:
    for i, (a, b) in enumerate([(1, 2), (3,)]):
        pass
except ValueError as e:
    r_unpack_err = (i, str(e))
try:
    zip(names, 5)
except TypeError as e:
    r_zip_nonit = (type(e).__name__, str(e))
r_left_rev = list(it2)
r_left = list(it)
