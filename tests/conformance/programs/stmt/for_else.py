# probe: for loops with else, break and continue
# inputs
items = [2, 4, 5, 6]
# body
for v in items:
    if v % 2:
        r_first_odd = v
        break
else:
    r_first_odd = None
for v in items[:2]:
    if v % 2:
        break
else:
    r_no_break = True
total = 0
for v in items:
    if v == 4:
        continue
    total += v
r_total = total
r_v_after = v
