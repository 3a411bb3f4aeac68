# probe: set comparisons are subset relations (not total order): sorting sets, max of sets, < > <= >= between set and frozenset, == with non-sets
# inputs
a = {1, 2}
b = {2, 3}
# body
r_rel = (a < b, a > b, a <= b, a == b, a != b)
r_proper = ({1} < a, a < a, a <= a, frozenset(a) <= a, a >= frozenset({1}))
r_sorted = sorted([b, a, {1}])
r_max = max([a, b])
r_min = min([{1, 2, 3}, a, b])
r_eq_list = (a == [1, 2], a != (1, 2))
r_eq_keys = a == {1: "x", 2: "y"}.keys()
try:
    a < [1, 2, 3]
    r_lt_list = "ok"
except TypeError as e:
    r_lt_list = type(e).__name__
r_chain = set() < {1} < {1, 2} <= {1, 2}
r_empty = (set() <= set(), set() < set(), set().issubset(set()))
