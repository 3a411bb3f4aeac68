# probe: [[0] * n] * m aliases its rows; a comprehension does not
# inputs
n = 2
# body
bad = [[0] * n] * n
bad[0][0] = 1
r_bad = bad
good = [[0] * n for _ in range(n)]
good[0][0] = 1
r_good = good
row = [0]
grid = [row, row]
row.append(5)
r_grid = grid
