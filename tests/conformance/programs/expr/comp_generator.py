# probe: generator expressions consumed by sum, any, list, next, and laziness
# inputs
xs = [3, 1, 4, 1, 5]
# body
r_sum = sum(x * 2 for x in xs)
r_any = any(x > 4 for x in xs)
r_all = all(x > 0 for x in xs)
r_list = list(x for x in xs if x != 1)
g = (x for x in xs)
r_first = next(g)
r_rest = list(g)
r_exhausted = list(g)
r_max = max(x for x in xs)
r_next_default = next((x for x in xs if x > 10), "none")
r_tuple = tuple(str(x) for x in xs[:2])
calls = []
lazy = (calls.append(x) or x for x in xs)
r_before = len(calls)
next(lazy)
r_after = len(calls)
