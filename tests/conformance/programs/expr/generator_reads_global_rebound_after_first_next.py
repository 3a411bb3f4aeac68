# probe: a generator resumed after the first next() reads the global's value rebound in between (its body runs lazily)
# inputs
n = 3
# body
limit = 1
def gen():
    i = 0
    while i < limit:
        yield i
        i += 1
g = gen()
first = next(g)
limit = n
r_items = [first] + list(g)
