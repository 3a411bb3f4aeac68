# probe: names imported from operator: itemgetter/attrgetter/methodcaller are classes, add/getitem/truth builtin functions; calling them through the imported names
# inputs
xs = [3, 4]
# body
from operator import itemgetter, attrgetter, methodcaller, add, getitem, truth, contains, neg
r_are_types = [isinstance(v, type) for v in (itemgetter, attrgetter, methodcaller, add, getitem, truth)]
r_names = [v.__name__ for v in (itemgetter, add, getitem, contains)]
r_calls = (itemgetter(1)(xs), add(*xs), getitem(xs, 0), truth(xs), contains(xs, 4), neg(xs[0]))
r_ig_type = type(itemgetter(0)).__name__
r_is_ig = isinstance(itemgetter(0), itemgetter)
