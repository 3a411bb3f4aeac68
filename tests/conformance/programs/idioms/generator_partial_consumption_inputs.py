# probe: a generator over inputs partially consumed with next, then zipped with another input and chained; what each consumer got and what is left
# inputs
items = [4, 5, 6]
names = ["x", "y"]
# body
import itertools
log = []
def gen(xs):
    for x in xs:
        log.append(x)
        yield x * 10
g = gen(items)
r_first = next(g)
r_zip = list(zip(names, g))
r_rest = list(g)
r_log = list(log)
c = itertools.chain([0], items, names)
r_c2 = [next(c), next(c)]
r_c_rest = list(c)
r_none = next(g, "done")
