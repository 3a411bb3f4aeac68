# probe: a method of a container a branch may have changed (sort of values one of which may be a list, pop of what may be empty) may raise on what Python holds
# inputs
extra = 5
# body
table = {"beta": 2, "alpha": extra}
table.setdefault("gamma", []).append(1)
table.pop("gamma")
values = list(table.values())
values.sort()
r_values = values
xs = [extra]
xs.pop()
r_last = xs.pop() if xs else None
