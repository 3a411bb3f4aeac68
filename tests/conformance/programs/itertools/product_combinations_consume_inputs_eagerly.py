# probe: product, combinations, permutations and combinations_with_replacement consume their input iterables completely when created (before any next), unlike chain/islice
# inputs
xs = [1, 2, 3]
# body
import itertools
log = []
def gen(tag):
    for x in xs:
        log.append((tag, x))
        yield x
p = itertools.product(gen("a"), gen("b"))
r_product_created = list(log)
r_product_first = next(p)
log.clear()
c = itertools.combinations(gen("c"), 2)
r_comb_created = list(log)
log.clear()
pm = itertools.permutations(gen("p"))
r_perm_created = list(log)
log.clear()
cr = itertools.combinations_with_replacement(gen("r"), 2)
r_cwr_created = list(log)
log.clear()
ch = itertools.chain(gen("x"), gen("y"))
r_chain_created = list(log)
r_chain_first = next(ch)
r_chain_after_first = list(log)
log.clear()
isl = itertools.islice(gen("i"), 1, 2)
r_islice_created = list(log)
r_islice = list(isl)
r_islice_after = list(log)
log.clear()
def raising():
    yield 1
    raise KeyError("x")
try:
    itertools.product(raising())
    r_product_raises_at_creation = "no"
except KeyError:
    r_product_raises_at_creation = "KeyError"
