# probe: product with a large repeat over one-item iterables: the tuple has repeat items; repeat 0 gives one empty tuple; repeat over an empty iterable gives nothing
# inputs
n = 70
xs = [7]
# body
import itertools
r_len = len(next(itertools.product(xs, repeat=n)))
r_len_pair = len(next(itertools.product(xs, "a", repeat=n)))
r_all = len(list(itertools.product(xs, repeat=n)))
r_zero = list(itertools.product(xs, repeat=0))
r_empty = list(itertools.product([], repeat=n))
r_no_iterables = list(itertools.product(repeat=n))
r_sum = sum(next(itertools.product(xs, repeat=n)))
