# probe: tuple repetition/concatenation with negative counts and non-tuples; comparisons of tuples with lists and None items
# inputs
shape = (2, 3)
k = -1
# body
r_neg = shape * k
r_zero = 0 * shape
r_same = (shape * 1 is shape, shape + () is shape, () + shape is shape)
r_nested = ((shape,) * 2)[0] is shape
try:
    r_concat_list = shape + [1]
except TypeError as e:
    r_concat_list = type(e).__name__
def cmp(f):
    try:
        return f()
    except TypeError as e:
        return type(e).__name__
r_none_equal = cmp(lambda: (None, 1) < (None, 2))
r_none_same = cmp(lambda: (None,) <= (None,))
r_none_diff = cmp(lambda: (None,) < (0,))
r_prefix = cmp(lambda: (1, None) < (1, None, 0))
r_list = cmp(lambda: (1, 2) <= [1, 2])
r_list_eq = (shape == [2, 3], shape != [2, 3])
r_str_int = cmp(lambda: ("a",) > (1,))
r_first_decides = cmp(lambda: (1, "a") < (2, 0))
r_nan = (float("nan"),) == (float("nan"),)
r_max = cmp(lambda: max([(1, None), (1, 2)]))
r_max_ok = cmp(lambda: max([(2, None), (1, 2)]))
