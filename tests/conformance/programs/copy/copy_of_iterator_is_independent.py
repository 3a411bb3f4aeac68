# probe: copy.copy of a list iterator is a new iterator at the same position over the same list
# inputs
xs = [1, 2, 3]
# body
import copy
it = iter(xs)
next(it)
c = copy.copy(it)
r_copy_next = next(c)
r_orig_next = next(it)
r_same = c is it
