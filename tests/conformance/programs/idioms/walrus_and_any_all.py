# probe: walrus in comprehension conditions and loops, any/all over generators that stop early (their side effects counted), next with a default
# inputs
items = [3, 8, 1, 9, 4]
limit = 5
# body
seen = []
def big(x):
    seen.append(x)
    return x > limit
r_any = any(big(x) for x in items)
r_seen_any = list(seen)
seen.clear()
r_all = all(not big(x) for x in items)
r_seen_all = list(seen)
r_pairs = [(x, y) for x in items if (y := x * 2) > limit]
r_first = next((x for x in items if x > limit), None)
total = 0
it = iter(items)
while (x := next(it, None)) is not None:
    total += x
r_total = total
