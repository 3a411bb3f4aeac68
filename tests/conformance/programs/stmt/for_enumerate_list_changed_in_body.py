# probe: a for loop over enumerate() of a list its body appends to: Python goes over the new items too
# inputs
lst = [1, 2]
# body
seen = []
for i, x in enumerate(lst):
    seen.append((i, x))
    if x == 1:
        lst.append(3)
r_seen = seen
