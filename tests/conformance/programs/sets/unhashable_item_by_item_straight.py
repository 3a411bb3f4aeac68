# probe: isdisjoint and issuperset over a non-set iterable go item by item (an early answer skips a later unhashable), while issubset, difference and intersection hash items up front; written straight-line
# inputs
found_first = [1, [2]]
bad_first = [[2], 1]
# body
r_disjoint_early = {1}.isdisjoint(found_first)
try:
    r_disjoint_bad = {1}.isdisjoint(bad_first)
except TypeError as e:
    r_disjoint_bad = type(e).__name__
r_superset_early = {1}.issuperset([2, [3]])
try:
    r_superset_bad = {1}.issuperset(found_first)
except TypeError as e:
    r_superset_bad = type(e).__name__
try:
    r_subset = {1}.issubset(found_first)
except TypeError as e:
    r_subset = type(e).__name__
try:
    r_diff_empty = set().difference(bad_first)
except TypeError as e:
    r_diff_empty = type(e).__name__
try:
    r_inter_empty = set().intersection(bad_first)
except TypeError as e:
    r_inter_empty = type(e).__name__
try:
    r_diff_set_item = {frozenset({1})}.difference([{1}])
except TypeError as e:
    r_diff_set_item = type(e).__name__
try:
    r_in_empty = [1] in frozenset()
except TypeError as e:
    r_in_empty = type(e).__name__
