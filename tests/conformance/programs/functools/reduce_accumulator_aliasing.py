# probe: reduce with a mutable initial value: the same list object threads through; the caller's list is changed in place; operator.add makes new lists instead
# inputs
parts = [[1], [2, 3], [4]]
# body
from functools import reduce
import operator
acc = []
def ext(a, x):
    a.extend(x)
    return a
out = reduce(ext, parts, acc)
r_out = out
r_same = out is acc
r_acc = acc
start = [0]
new = reduce(operator.add, parts, start)
r_new = new
r_start = start
r_new_same = new is start
r_first_kept = reduce(lambda a, b: a, parts) is parts[0]
