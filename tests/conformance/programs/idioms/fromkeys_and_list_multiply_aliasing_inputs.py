# probe: dict.fromkeys with a shared mutable default over input keys, [[]] * n with an input n, and a comprehension building separate lists; mutations through one alias
# inputs
keys = ["a", "b", "a"]
n = 3
# body
d = dict.fromkeys(keys, [])
d["a"].append(1)
r_d = d
r_len = len(d)
r_shared = d["a"] is d["b"]
grid = [[]] * n
grid[0].append("x")
r_grid = grid
good = [[] for _ in range(n)]
good[0].append("x")
r_good = good
row = [0] * n
row[0] += 1
r_row = row
nested = [[0] * 2] * n
nested[1][1] = 5
r_nested = nested
