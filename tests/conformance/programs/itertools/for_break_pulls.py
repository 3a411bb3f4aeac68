# probe: minimal: a for loop broken early leaves the rest of the list iterator
# inputs
xs = [1, 2, 3]
# body
it = iter(xs)
for v in it:
    break
r_next = next(it, "exhausted")
