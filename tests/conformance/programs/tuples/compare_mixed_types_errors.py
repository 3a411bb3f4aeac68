# probe: tuple ordering is lexicographic; TypeError only when mismatched types are actually compared; == never raises; length decides ties
# inputs
a = (1, "x")
b = (1, 2)
# body
r_eq = a == b
try:
    r_lt = a < b
except TypeError as e:
    r_lt = type(e).__name__
r_first_decides = (0, "x") < (1, 2)
r_prefix = ((1,) < (1, 2), (1, 2) < (1,), () < (0,))
r_nested = ((1, (2, 3)) < (1, (2, 4)), (1, (2,)) < (1, (2, 0)))
try:
    r_nested_err = (1, (2, "a")) < (1, (2, 3))
except TypeError as e:
    r_nested_err = type(e).__name__
r_floats = ((1.0, 2) == (1, 2.0), (1, 2) < (1.5,))
try:
    r_none = (None,) < (None,)
except TypeError as e:
    r_none = type(e).__name__
r_none_eq = (None, 1) <= (None, 1)
r_sorted = sorted([(2, "b"), (1, "z"), (2, "a")])
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    r_sort_err = type(e).__name__
