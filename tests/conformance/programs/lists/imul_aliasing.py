# probe: list *= n mutates in place (aliases see it), * n makes a new list; *= 0 / negative / bool empties or keeps; rows made by [[0]*n]*m share the row
# inputs
base = [1, 2]
n = 3
# body
a = list(base)
b = a
a *= n
r_alias_grew = (b, a is b)
a = list(base)
b = a
a = a * n
r_new = (b, a is b)
a = list(base)
b = a
a *= 0
r_zero = (b, a is b)
a = list(base)
b = a
a *= -n
r_neg = b
a = list(base)
b = a
a *= True
r_true = (b, a is b)
a = list(base)
b = a
a *= False
r_false = b
grid = [[0] * n] * 2
grid[0][1] = 9
r_grid = grid
grid2 = [[0] * n for _ in range(2)]
grid2[0][1] = 9
r_grid2 = grid2
nested = [base] * 2
nested[1].append(7)
r_nested = (nested, base)
t = (base,) * 2
t[0].append(8)
r_tuple_rows = t
try:
    a *= 1.0
except TypeError as e:
    r_float = (type(e).__name__, b)
