# probe: assignment expressions in if, while, and comprehensions
# inputs
data = [3, 8, 1, 9, 4]
limit = 5
# body
if (m := max(data)) > limit:
    r_max = m
else:
    r_max = None
r_filtered = [y for x in data if (y := x * 2) > limit]
r_last_y = y
it = iter(data)
r_taken = []
while (v := next(it, None)) is not None and v != 1:
    r_taken.append(v)
r_v = v
r_expr = (z := 4) + z
