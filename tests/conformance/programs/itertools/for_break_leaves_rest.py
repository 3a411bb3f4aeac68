# probe: minimal: a for loop broken early leaves the rest of the iterator for later
# inputs
xs = [1, 2, 3]
# body
it = iter(xs)
for v in it:
    break
r_rest = list(it)
g = (x for x in xs)
for v in g:
    if v == 2:
        break
r_rest_gen = list(g)
