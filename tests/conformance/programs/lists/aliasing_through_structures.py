# probe: one list reachable from several places: [[0]*n]*m rows, a = b = [], a list in two dicts, += versus x = x + on an alias, a tuple's list changed by += that then raises, slices and list() copies, sort/reverse in place through an alias
# inputs
n = 3
shape = [4, 8]
# body
rows = [[0] * n] * 2
rows[0][1] = 5
r_rows = rows
rows_ok = [[0] * n for _ in range(2)]
rows_ok[0][1] = 5
r_rows_ok = rows_ok
a = b = []
a.append(1)
r_ab = (a, b, a is b)
cfg1 = {"shape": shape}
cfg2 = {"shape": shape}
cfg1["shape"].append(16)
r_both = (cfg1, cfg2, shape)
x = shape
x += [32]
r_iadd_alias = (shape, x is shape)
y = shape
y = y + [64]
r_add_new = (shape, y, y is shape)
t = ([1], "k")
try:
    t[0] += [2]
except TypeError as e:
    r_tuple_iadd = (type(e).__name__, t)
c = shape[:]
c.append(0)
d = list(shape)
d[0] = -1
r_copies = (shape, c, d)
al = shape
al.sort(reverse=True)
r_sorted_alias = (shape, al is shape)
r_sort_returns = al.sort()
r_reversed_alias = (shape.reverse(), shape)
nested = [shape, shape]
nested[0].pop()
r_nested = nested
m = [[]] * 3
m[1].append("x")
r_m = m
dd = dict.fromkeys("ab", shape)
dd["a"] = dd["a"] + [1]
dd["b"] += [2]
r_dd = (dd, shape)
lst = [1, 2, 3]
lst[1:2] = lst
r_self_slice = lst
s = [0, 1]
s.extend(s)
r_self_extend = s
s2 = [0, 1]
s2 *= 2
r_self_imul = s2
_q = [1, 2]
_q.append(_q)
r_self_contains = (len(_q), _q[2] is _q, _q[2][2][0])
