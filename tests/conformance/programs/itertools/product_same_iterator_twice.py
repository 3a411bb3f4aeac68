# probe: product given one iterator twice: the first argument takes all of it (tuple made eagerly), the second is empty so nothing comes out; zip_longest and chain with the same iterator twice
# inputs
xs = [1, 2, 3]
# body
import itertools
it = iter(xs)
r_product = list(itertools.product(it, it))
r_it_left = list(it)
it2 = iter(xs)
r_zl = list(itertools.zip_longest(it2, it2))
it3 = iter(xs)
r_chain = list(itertools.chain(it3, it3))
it4 = iter(xs)
r_islice = list(itertools.islice(zip(it4, it4), 5))
