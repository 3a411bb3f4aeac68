# probe: assignment targets are bound left to right, so a later target's index sees the earlier target's new value; chained assignment binds the leftmost first
# inputs
start = 0
vals = [10, 20]
# body
i = start
slots = [0, 0]
i, slots[i] = 1, 5
r_index_after = (i, slots)
x = list(vals)
x[0], x[x[0] % 2] = 1, 9
r_self_index = x
y = y_alias = [start, 1]
y[0] = y = [7]
r_chain_left = (y, y_alias)
z = z[0] = [start, 1]
r_recursive = (z[0] is z, len(z))
d = {}
k = "a"
k, d[k] = "b", 1
r_dict_key = d
m = [0, 1, 2]
j = 0
m[j], j = 9, 2
r_index_first = (m, j)
