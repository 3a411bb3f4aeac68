# probe: map, filter, enumerate, zip, reversed, chain, islice, accumulate and zip_longest over a list read it as they go: a change made before they are used up is seen
# inputs
lst = [1, 2, 3]
# body
import itertools
it_map = map(lambda v: v * 10, lst)
it_enum = enumerate(lst)
it_zip = zip(lst, lst)
it_rev = reversed(lst)
it_iter = iter(lst)
it_filter = filter(None, lst)
it_chain = itertools.chain(lst)
it_islice = itertools.islice(lst, 5)
it_acc = itertools.accumulate(lst)
it_zl = itertools.zip_longest(lst)
it_prod = itertools.product(lst)
r_before = list(enumerate(lst))
lst.append(4)
lst[0] = 100
r_map = list(it_map)
r_enum = list(it_enum)
r_zip = list(it_zip)
r_rev = list(it_rev)
r_iter = list(it_iter)
r_filter = list(it_filter)
r_chain = list(it_chain)
r_islice = list(it_islice)
r_acc = list(it_acc)
r_zl = list(it_zl)
r_prod = list(it_prod)
