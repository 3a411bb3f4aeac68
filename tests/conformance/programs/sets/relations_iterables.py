# probe: isdisjoint/issubset/issuperset with non-set iterables; set ordering operators and their refusals
# inputs
a = {1, 2, 3}
lst = [1, 2, 3, 3]
gen_src = (3, 4)
# body
r_sub_list = a.issubset(lst)
r_sub_range = a.issubset(range(5))
r_sup_gen = a.issuperset(x for x in gen_src)
r_sup_str = set("abc").issuperset("ca")
r_disj_gen = a.isdisjoint(x for x in gen_src)
r_disj_dict = a.isdisjoint({4: "x", 5: "y"})
r_disj_empty = set().isdisjoint([])
r_sub_empty = set().issubset([])
r_frozen_sub = frozenset({1}).issubset({1: 0})
r_lt_eq = (a < set(lst), a <= set(lst), a > a, a >= frozenset(a))
r_partial = ({1, 2} < {2, 3}, {1, 2} > {2, 3}, {1, 2} <= {2, 3})
r_sorted_sets = [sorted(x) for x in sorted([{3}, {1}, {2}])]
r_max_sets = max([{1}, {1, 2}, {3}])
try:
    a < lst
except TypeError as e:
    r_lt_list = type(e).__name__
    r_lt_msg = str(e)
try:
    a.issubset(5)
except TypeError as e:
    r_sub_int = type(e).__name__
try:
    a.isdisjoint([[1]])
except TypeError as e:
    r_disj_unhashable = type(e).__name__
r_disj_unhashable_later = a.isdisjoint([1, [2]])
r_eq_list = a == lst
r_ne = a != frozenset(lst)
r_dict_keys_sub = {1: 0, 2: 0}.keys() <= a
