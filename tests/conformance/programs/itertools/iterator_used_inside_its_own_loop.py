# probe: minimal: next() on the iterator a for loop is going over, from inside the loop body
# inputs
xs = [1, 2, 3, 4]
# body
it = iter(xs)
pairs = []
for a in it:
    pairs.append((a, next(it)))
r = pairs
