# probe: tuple comparison with mixed element types, different lengths, nested tuples, nan, errors
# inputs
a = (1, 2.0, "x")
b = (1, 2, "y")
c = (1, (2, 3))
nan = float("nan")
# body
r_lt = a < b
r_eq_num = (1, 2.0) == (1, 2)
r_le_prefix = (1, 2) <= (1, 2, 0)
r_gt_len = (1, 3) > (1, 2, 99)
r_nested = c < (1, (2, 4))
r_nested_eq = c == (1, (2, 3)) and c == (1.0, (2.0, 3))
r_bool_int = (True, 0) == (1, False)
r_nan_same = (nan,) == (nan,)
r_nan_other = (nan,) == (float("nan"),)
r_nan_lt = (nan, 1) < (nan, 2)
r_empty = () < (0,)
r_max = max([(1, "b"), (1, "a"), (0, "z")])
r_sorted = sorted([(2, "a"), (1, "b"), (1, "a", 0), (1,)])
r_list_ne = (1, 2) == [1, 2]
try:
    (1, "a") < (1, 2)
except TypeError as e:
    r_mixed_err = type(e).__name__
r_short_circ = (0, "a") < (1, 2)
try:
    (1, 2) < [1, 2]
except TypeError as e:
    r_list_err = type(e).__name__
r_none_eq = (None, 1) == (None, 1)
try:
    (None,) < (None,)
except TypeError as e:
    r_none_lt = type(e).__name__
r_chain = (1,) < (1, 0) < (2,)
