# probe: accumulate (with a function and initial) and groupby (consecutive keys)
# inputs
xs = [1, 2, 3, 4]
words = ["apple", "avocado", "banana", "blueberry", "apricot"]
# body
from itertools import accumulate, groupby
import operator
r_acc = list(accumulate(xs))
r_acc_mul = list(accumulate(xs, operator.mul))
r_acc_initial = list(accumulate(xs, initial=100))
r_groups = [(k, list(g)) for k, g in groupby(words, key=lambda w: w[0])]
r_group_keys = [k for k, _ in groupby("aaabbbcca")]
