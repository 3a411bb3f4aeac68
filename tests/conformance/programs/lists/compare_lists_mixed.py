# probe: list comparison: lexicographic, prefix shorter is smaller, first differing item decides, TypeError only when reached, list vs tuple
# inputs
a = [1, 2]
b = [1, 2, 3]
# body
r_prefix = (a < b, b < a, a <= a, b >= a)
r_first_diff = [1, "x"] < [2, None]
try:
    r_reached = [1, "x"] < [1, 2]
except TypeError as e:
    r_reached = type(e).__name__
r_eq_diff_types = ([1, "x"] == [1, 2], [None] == [None])
r_list_tuple_eq = (a == tuple(a), a != tuple(a))
try:
    r_list_tuple_lt = a < tuple(b)
except TypeError as e:
    r_list_tuple_lt = type(e).__name__
r_nested = [[1, 2], [3]] < [[1, 2], [3, 0]]
r_empty = ([] < [0], [] == [], [] < [])
r_max = max([a, b, [0, 9]])
r_sorted = sorted([[2], [1, 5], [1], []])
r_bool_int = [True, 2] == [1, 2.0]
try:
    r_none_cmp = [None] < [None]
except TypeError as e:
    r_none_cmp = type(e).__name__
r_none_short = [None, 1] < [None, 2]
