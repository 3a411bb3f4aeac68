# probe: a for loop that breaks before a lazy source's later error never reaches it (generator, map, filter, zip of maps)
# inputs
xs = [1, 2, 0]
# body
def gen():
    for x in xs:
        yield 10 // x
for a in gen():
    break
r_gen = a
for b in map(lambda x: 10 // x, xs):
    break
r_map = b
for c in filter(lambda x: 10 // x, xs):
    break
r_filter = c
for d, e in zip(xs, map(lambda x: 10 // x, xs)):
    break
r_zip = (d, e)
for i, f in enumerate(10 // x for x in xs):
    break
r_enum = (i, f)
