# probe: the names imported from itertools are classes (chain, product, islice, accumulate, zip_longest, count...): isinstance(type), their __name__, and calling them
# inputs
xs = [1, 2]
# body
from itertools import chain, product, islice, accumulate, zip_longest, count, groupby, tee, starmap
r_are_types = [isinstance(v, type) for v in (chain, product, islice, accumulate, zip_longest, count, starmap)]
r_names = [v.__name__ for v in (chain, product, islice, accumulate, zip_longest)]
r_chain = list(chain(xs, xs))
r_iter_type = type(chain(xs)).__name__
r_is_chain = isinstance(chain(xs), chain)
r_is_product = isinstance(product(xs), product)
r_islice_type = type(islice(xs, 1)).__name__
