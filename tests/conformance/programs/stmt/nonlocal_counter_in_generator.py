# probe: a generator with a nonlocal/global counter bumped per item: the counter read between pulls counts only the items pulled so far; a generator not pulled bumps nothing
# inputs
xs = ["a", "b", "c"]
# body
pulls = 0
def counted():
    global pulls
    for x in xs:
        pulls += 1
        yield x
g = counted()
r_before = pulls
next(g)
r_after_one = pulls
next(g)
r_after_two = pulls
list(g)
r_after_all = pulls
def make():
    n = 0
    def gen():
        nonlocal n
        for x in xs:
            n += 1
            yield x
    g = gen()
    first = next(g)
    seen_one = n
    rest = list(g)
    return (first, seen_one, rest, n)
r_nonlocal = make()
unused = counted()
r_unused = pulls
