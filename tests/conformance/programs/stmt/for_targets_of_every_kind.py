# probe: for-loop targets that are attributes, subscripts, nested tuples and starred names; the target keeps its last value after the loop; a loop over nothing leaves it as it was
# inputs
rows = [(1, (2, 3)), (4, (5, 6))]
# body
class O:
    pass
o = O()
d = {}
lst = [0, 0]
for o.attr in range(3):
    pass
r_attr = o.attr
for d["k"] in "xyz":
    pass
r_sub = d
for lst[0], lst[1] in [(1, 2), (3, 4)]:
    pass
r_list_targets = lst
for a, (b, c) in rows:
    pass
r_nested = (a, b, c)
for first, *rest in ["abc", "de"]:
    pass
r_star = (first, rest)
last = "untouched"
for last in []:
    pass
r_empty_loop = last
for i in range(3):
    i = i * 100
r_rebound_in_body = i
for d[len(d)] in "pq":
    pass
r_growing = d
seen = []
for x in (lst := [1, 2, 3]):
    seen.append(x)
    if x == 1:
        lst.append(4)
r_walrus_iter = (seen, lst)
try:
    for p, q in [(1, 2), (3,)]:
        pass
except ValueError as e:
    r_bad_row = (str(e), p, q)
