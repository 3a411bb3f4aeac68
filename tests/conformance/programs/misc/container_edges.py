# probe: container edges: 1, 1.0 and True as one key, stable and reversed sorts, ties in max/min, dict order after pop, range slices, unpacking, aliasing through fromkeys and chained assignment
# inputs
xs = [3, 1, 2]
# body
r_key_merge = {1: 'a', 1.0: 'b', True: 'c'}
r_set_merge = {1, 1.0, True, 0, False, 0.0}
r_set_len = len({1, True, 2, 2.0})
r_in_float = 1 in {1.0}
r_dict_false = {0: 'a', False: 'b'}
r_keys_first = list({True: 1, 1: 2}.keys())
r_dict_get_float = {2: 'two'}.get(2.0)
r_count_mixed = [1, 1.0, True].count(1)
r_index_mixed = [0, False, 1].index(True)
r_sorted_mixed = sorted([2, 1.5, True, 0])
r_sort_stable = sorted(['bb', 'a', 'cc', 'd'], key=len)
r_sort_rev_stable = sorted(['bb', 'a', 'cc', 'd'], key=len, reverse=True)
r_max_tie = max(['ab', 'cd', 'e'], key=len)
r_min_tie = min([(1, 'b'), (1, 'a')], key=lambda p: p[0])
r_popitem = {'a': 1, 'b': 2}.popitem()
d = {'a': 1, 'b': 2}
d.pop('a')
d['a'] = 3
r_order = list(d)
r_reversed_dict = list(reversed({'x': 1, 'y': 2}))
r_range_slice = list(range(10)[2:8:2])
r_range_neg = len(range(-5))
r_range_idx = range(1, 10, 3)[-1]
r_range_in = 7 in range(1, 10, 3)
r_insert_neg = [1, 2, 3]
r_insert_neg.insert(-1, 9)
r_insert_big = [1, 2]
r_insert_big.insert(100, 7)
r_del_slice = [0, 1, 2, 3, 4, 5]
del r_del_slice[1:5:2]
r_list_cmp = [[1, 2] < [1, 2, 0], [2] > [1, 9], (1, 'a') < (1, 'b')]
r_unpack = [a * 10 + b for a, (b, c) in [(1, (2, 3)), (4, (5, 6))]]
first, *mid, last = range(5)
r_mid = (first, mid, last)
r_spread = [*range(3), *'ab', *{'k': 1}]
r_merge = {**{'a': 1, 'b': 2}, **{'a': 3}}
r_dict_kw = dict({'a': 1}, b=2, a=5)
r_iadd_str = [1]
r_iadd_str += 'ab'
r_tuple_iadd = (1,)
r_tuple_iadd += (2,)
y = z = []
y.append(1)
r_alias = z
r_mul_zero = [1, 2] * 0
r_extend_self = [1, 2]
r_extend_self.extend(r_extend_self)
r_frozen_eq = frozenset({1, 2}) == {2, 1}
r_hash_eq = hash(1.0) == hash(1) == hash(True)
r_setdefault = {}
r_setdefault.setdefault('k', []).append(1)
r_fromkeys_shared = dict.fromkeys(['a', 'b'], [])
r_fromkeys_shared['a'].append(1)
r_enumerate_dict = list(enumerate({'p': 1, 'q': 2}))
r_zip_short = list(zip([1, 2, 3], 'ab'))
r_list_slice_assign = [0, 1, 2, 3]
r_list_slice_assign[1:3] = 'xyz'
r_remove_first = [1, 2, 1]
r_remove_first.remove(1)
r_sum_start = sum([[1], [2]], [])
r_any_empty = (any([]), all([]))
r_max_default = max([], default=None)
r_sorted_dict_items = sorted({'b': 1, 'a': 2}.items())
r_set_ops = sorted({1, 2, 3} ^ {2, 3, 4})
r_set_cmp = [{1} < {1, 2}, {1, 2} <= {1, 2}, {1, 2} > {1, 2}]
r_nested_copy = [list(row) for row in [[1, 2]] * 2]
r_str_list = str([1, 'a', None, 1.5, (2,), {'k': [True]}])
r_repr_set_int = repr({3, 1, 2})
r_bool_list = bool([[]])
r_list_eq_tuple = [1, 2] == (1, 2)
r_dict_eq_order = {'a': 1, 'b': 2} == {'b': 2, 'a': 1}
r_index_start = [1, 2, 1, 2].index(2, 2)
r_sort_none_key = sorted([3, 1, 2], key=None)
r_list_sort_key = sorted([-3, 1, -2], key=abs)
