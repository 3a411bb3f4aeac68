# probe: operator.contains(a, b) is `b in a`; operator.truth, not_, neg, pos, invert/inv, getitem on lists/dicts/strs with errors
# inputs
xs = [1, 2, 3]
d = {"a": 1}
# body
import operator
r_contains = (operator.contains(xs, 2), operator.contains(xs, 9), operator.contains("abc", "b"), operator.contains(d, "a"))
try:
    operator.contains(2, xs)
    r_contains_err = "none"
except TypeError as e:
    r_contains_err = type(e).__name__
r_truth = (operator.truth([]), operator.truth(xs), operator.truth(0.0), operator.not_(""))
r_neg = (operator.neg(3), operator.pos(-2), operator.inv(5), operator.invert(0), operator.neg(True))
r_getitem = (operator.getitem(xs, -1), operator.getitem("abc", 1), operator.getitem(d, "a"), operator.getitem(xs, slice(1, None)))
try:
    operator.getitem(d, "zz")
except KeyError as e:
    r_key = type(e).__name__
try:
    operator.getitem(xs, 5)
except IndexError as e:
    r_idx = type(e).__name__
r_dunder = (operator.__add__(1, 2), operator.__and__(6, 3), operator.__not__(1))
