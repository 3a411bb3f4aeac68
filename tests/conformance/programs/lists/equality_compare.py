# probe: list equality and ordering, element by element
# inputs
a = [1, 2, 3]
# body
r_eq = a == [1, 2, 3]
r_eq_float = a == [1.0, 2.0, 3.0]
r_ne_len = a == [1, 2]
r_lt = a < [1, 2, 4]
r_lt_prefix = [1, 2] < a
r_gt_nested = [[1, 2]] > [[1, 1, 5]]
r_list_tuple = a == (1, 2, 3)
r_empty = [] < [0]
