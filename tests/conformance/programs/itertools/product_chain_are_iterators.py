# probe: itertools.product and itertools.chain give iterators, not lists: next() takes from them, a second pass finds them spent, and they are no sequence
# inputs
xs = [1, 2]
ys = 'ab'
# body
import itertools
p = itertools.product(xs, ys)
r_first = next(p)
r_rest = list(p)
r_again = list(p)
c = itertools.chain(xs, ys)
r_c_first = next(c)
r_c_rest = [x for x in c]
r_c_next_default = next(c, 'spent')
try:
    r_len = len(itertools.chain(xs))
except TypeError as e:
    r_len = str(e)
try:
    r_index = itertools.product(xs)[0]
except TypeError as e:
    r_index = str(e)
sweep = itertools.product(xs, repeat=2)
r_pairs = sum(1 for _ in sweep) + sum(1 for _ in sweep)
r_iter_same = iter(c) is c
