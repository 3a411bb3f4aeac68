# probe: a for loop over items an undecided branch may have changed: what its body binds and adds up, and whether its target is bound at all
# inputs
extra = -2
names = ["alpha", "delta"]
# body
xs = [1, 7, 5]
xs.append(extra)
r_values = 0
for item in list(dict(zip(names, sorted(xs))).values()):
    r_values += item * 14
r_keys = 0
for key in dict(zip(names, xs)):
    r_keys += 1
ys = list(range(1))
ys.pop()
r_count = 0
for y in [v * 2 for v in ys]:
    r_count += 1
    last = y
r_bound = "y" in globals()
r_last_bound = "last" in globals()
