# probe: one iterator given twice: zip(it, it) pairs items, map(f, it, it) likewise, chain(it, it) yields all once; partial consumption leaves the rest to the other uses
# inputs
xs = [1, 2, 3, 4, 5]
# body
import itertools, operator
it = iter(xs)
r_pairs = list(zip(it, it))
r_left = list(it)
it2 = iter(xs)
r_map = list(map(operator.add, it2, it2))
it3 = iter(xs)
c = itertools.chain(it3, it3)
r_c_first = next(c)
r_it3_next = next(it3)
r_c_rest = list(c)
it4 = iter(xs)
z = zip(it4, "ab")
r_z = next(z)
r_it4_rest = list(it4)
r_z_rest = list(z)
