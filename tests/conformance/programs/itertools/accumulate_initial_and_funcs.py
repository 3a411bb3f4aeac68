# probe: accumulate over ints with initial, over an empty list (with/without initial), with operator.mul/max/a lambda, over floats and strs (+ concatenates)
# inputs
xs = [3, 1, 4, 1, 5]
# body
import itertools, operator
r_plain = list(itertools.accumulate(xs))
r_initial = list(itertools.accumulate(xs, initial=100))
r_empty = list(itertools.accumulate([]))
r_empty_init = list(itertools.accumulate([], initial=7))
r_mul = list(itertools.accumulate(xs, operator.mul))
r_max = list(itertools.accumulate(xs, max))
r_lambda = list(itertools.accumulate(xs, lambda a, b: a - b, initial=0))
r_floats = list(itertools.accumulate([0.5, 0.25, 1]))
r_strs = list(itertools.accumulate("abc"))
r_bools = list(itertools.accumulate([True, True, False]))
r_neg = list(itertools.accumulate([-1, -2, 3]))
r_none_func = list(itertools.accumulate(xs, None))
r_tuple = list(itertools.accumulate((1, 2), initial=None))
try:
    list(itertools.accumulate([1, "a"]))
except TypeError as e:
    r_mixed = type(e).__name__
