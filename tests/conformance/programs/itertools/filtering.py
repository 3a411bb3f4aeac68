# probe: takewhile, dropwhile, filterfalse, compress, starmap, zip_longest, pairwise
# inputs
xs = [1, 4, 6, 2, 8]
# body
from itertools import takewhile, dropwhile, filterfalse, compress, starmap, zip_longest, pairwise
r_take = list(takewhile(lambda v: v < 5, xs))
r_drop = list(dropwhile(lambda v: v < 5, xs))
r_filterfalse = list(filterfalse(lambda v: v % 4 == 0, xs))
r_compress = list(compress("abcde", [1, 0, 1, 0, 1]))
r_starmap = list(starmap(pow, [(2, 3), (3, 2)]))
r_longest = list(zip_longest("ab", [1, 2, 3], fillvalue="-"))
r_pairwise = list(pairwise(xs))
