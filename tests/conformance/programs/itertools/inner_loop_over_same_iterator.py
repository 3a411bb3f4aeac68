# probe: minimal: an inner for loop over the iterator the outer loop is going over
# inputs
xs = [1, 2, 3, 4]
# body
it = iter(xs)
seen = []
for a in it:
    for b in it:
        seen.append((a, b))
        break
r = seen
