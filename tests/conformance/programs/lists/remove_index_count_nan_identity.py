# probe: list.remove/index/count/in compare by identity first, then ==: the same NaN is found, another NaN is not
# inputs
x = float("nan")
# body
y = float("nan")
a = [1, x, 2, x]
r_in = (x in a, y in a)
r_count = (a.count(x), a.count(y))
r_index = a.index(x)
try:
    a.index(y)
except ValueError as e:
    r_index_other = type(e).__name__
a.remove(x)
r_after_remove = (len(a), a.count(x))
try:
    a.remove(y)
except ValueError as e:
    r_remove_other = (type(e).__name__, len(a))
r_eq_same = [x] == [x]
r_eq_other = [x] == [y]
r_ne = [x] != [y]
r_tuple = ((x, 1) == (x, 1), (x,) == (y,))
r_lt = [x, 1] < [x, 2]
r_dict_key = {x: 1}.get(x, "missing"), {x: 1}.get(y, "missing")
r_set = len({x, x, y})
