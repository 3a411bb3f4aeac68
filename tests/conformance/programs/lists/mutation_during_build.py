# probe: building lists in loops: append in a loop, list of lists, accumulation by index
# inputs
n = 4
# body
squares = []
for i in range(n):
    squares.append(i * i)
r_squares = squares
counts = [0] * 3
for v in [0, 1, 1, 2, 2, 2]:
    counts[v] += 1
r_counts = counts
rows = []
for i in range(2):
    row = []
    for j in range(3):
        row.append(i * 3 + j)
    rows.append(row)
r_rows = rows
r_len = len(squares)
