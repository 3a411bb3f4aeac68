# probe: iter(range(n)) and reversed(range(n)) are range_iterator objects (not list iterators)
# inputs
n = 4
# body
it_fwd = iter(range(4))
it_rev = reversed(range(4))
