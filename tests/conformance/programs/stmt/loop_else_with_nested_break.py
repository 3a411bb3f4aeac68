# probe: for/else and while/else: a break in an inner loop does not skip the outer loop's else; a break in the outer loop does; else runs after zero iterations; continue does not skip else
# inputs
grid = [[1, 2], [3, 4], [5, 6]]
target = 4
# body
log = []
for row in grid:
    for v in row:
        if v == target:
            log.append(("found", v))
            break
    else:
        log.append(("row without", row[0]))
        continue
    log.append("after inner break")
else:
    log.append("outer else")
r_log = log
found_at = None
i = 0
while i < len(grid):
    j = 0
    while j < len(grid[i]):
        if grid[i][j] == target:
            found_at = (i, j)
            break
        j += 1
    else:
        i += 1
        continue
    break
else:
    found_at = "nowhere"
r_found = (found_at, i)
for _ in []:
    r_empty_body = "ran"
else:
    r_empty_else = "else ran"
n = 0
while n < 3:
    n += 1
    if n == 2:
        continue
else:
    r_continue_else = n
