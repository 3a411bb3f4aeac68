# probe: map and filter with operator functions and itemgetter: map over two lists of unequal length (shorter wins), filter(None), map(operator.truth)
# inputs
xs = [1, 0, 3, 0, 5]
ys = [10, 20, 30]
# body
import operator
r_add = list(map(operator.add, xs, ys))
r_mul3 = list(map(operator.mul, xs, ys, ))
r_truth = list(map(operator.truth, xs))
r_none = list(filter(None, xs))
r_not = list(filter(operator.not_, xs))
pairs = list(zip(ys, "abc"))
r_second = list(map(operator.itemgetter(1), pairs))
r_neg = list(map(operator.neg, ys))
r_eq = list(map(operator.eq, xs, [1, 1, 3]))
r_contains = list(map(operator.contains, ["abc", "xyz"], ["b", "b"]))
