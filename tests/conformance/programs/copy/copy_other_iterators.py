# probe: copy.copy of range, str, tuple, dict-key and reversed-list iterators gives independent iterators at the same position
# inputs
xs = [1, 2, 3]
# body
import copy
def pair(it):
    next(it)
    c = copy.copy(it)
    return (next(c), next(it), c is it)
r_range = pair(iter(range(3)))
r_str = pair(iter("abc"))
r_tuple = pair(iter(tuple(xs)))
r_dict = pair(iter({"a": 1, "b": 2, "c": 3}))
r_reversed = pair(reversed(xs))
it = iter(xs)
dc = copy.deepcopy(it)
xs.append(4)
r_deep_after_append = (list(dc), list(it))
