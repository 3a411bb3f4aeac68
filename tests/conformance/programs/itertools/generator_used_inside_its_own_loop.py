# probe: minimal: next() on the generator a for loop is going over, from inside the loop body
# inputs
xs = [1, 2, 3, 4]
# body
log = []
def gen():
    for x in xs:
        log.append(x)
        yield x
g = gen()
pairs = []
for a in g:
    pairs.append((a, next(g, "end")))
r = pairs
r_log = log
