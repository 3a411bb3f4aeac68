# probe: a generator resumed after the first next() reads its enclosing function's variable as rebound in between
# inputs
n = 3
# body
def outer():
    limit = 1
    def gen():
        i = 0
        while i < limit:
            yield i
            i += 1
    g = gen()
    first = next(g)
    limit = n
    return [first] + list(g)
r_items = outer()
