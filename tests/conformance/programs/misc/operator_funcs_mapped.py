# probe: operator functions passed to map, sorted, reduce, filter: add, sub, mul, eq, lt, or_, and_, not_, neg, truth, getitem, contains
# inputs
xs = [3, 1, 2]
ys = [1, 5, 2]
sets = [{1, 2}, {2, 3}, {2, 4}]
# body
import functools
import operator
r_add = list(map(operator.add, xs, ys))
r_sub = list(map(operator.sub, xs, ys))
r_mul = functools.reduce(operator.mul, xs, 1)
r_sub_red = functools.reduce(operator.sub, xs)
r_eq = list(map(operator.eq, xs, ys))
r_lt = list(map(operator.lt, xs, ys))
r_ge = list(map(operator.ge, xs, ys))
r_ne = list(map(operator.ne, xs, ys))
r_or = sorted(functools.reduce(operator.or_, sets))
r_and = sorted(functools.reduce(operator.and_, sets))
r_xor = sorted(functools.reduce(operator.xor, sets))
r_bits = functools.reduce(operator.or_, [1, 4, 16])
r_not = list(map(operator.not_, [0, 1, "", "a", None, []]))
r_truth = list(filter(operator.truth, [0, 1, "", "a", None, [0]]))
r_neg = sorted(xs, key=operator.neg)
r_pos = operator.pos(-3)
r_abs = list(map(operator.abs, [-1, 2, -3.5]))
r_getitem = list(map(operator.getitem, [[1, 2], "ab", {"k": 9}], [0, -1, "k"]))
r_contains = [operator.contains(xs, 2), operator.contains("abc", "bc"), operator.contains({"a": 1}, 1)]
r_concat = functools.reduce(operator.concat, [[1], [2], [3]])
r_truediv = operator.truediv(7, 2)
r_floordiv = operator.floordiv(-7, 2)
r_mod = operator.mod("%s=%d", ("n", 4))
r_pow = operator.pow(2, 10)
r_lshift = operator.lshift(1, 4)
r_is = (operator.is_(None, None), operator.is_not(1, None))
r_index = operator.index(True)
r_count = operator.countOf([1, 2, 1, 1], 1)
r_indexof = operator.indexOf("abcb", "b")
r_dunder = operator.__add__("a", "b")
r_max = max(zip(xs, ys), key=operator.itemgetter(1))
try:
    operator.floordiv(1, 0)
    r_zero = "ok"
except ZeroDivisionError as e:
    r_zero = type(e).__name__
try:
    operator.indexOf(xs, 99)
    r_missing = "ok"
except ValueError as e:
    r_missing = type(e).__name__
try:
    operator.add(1, "a")
    r_type = "ok"
except TypeError as e:
    r_type = type(e).__name__
try:
    operator.getitem({"a": 1}, "b")
    r_key = "ok"
except KeyError as e:
    r_key = type(e).__name__
