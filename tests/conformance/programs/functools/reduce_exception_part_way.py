# probe: reduce whose function raises part way: the calls before it happened (their side effects stay), the error comes out; empty input without an initial value is TypeError; one item without initial is returned without a call
# inputs
items = [1, 2, 0, 4]
# body
from functools import reduce
log = []
def div(acc, x):
    log.append((acc, x))
    return acc // x
try:
    reduce(div, items, 100)
    r_res = "done"
except ZeroDivisionError:
    r_res = "ZeroDivisionError"
r_log = list(log)
log.clear()
try:
    reduce(div, [])
except TypeError:
    r_empty = "TypeError"
r_one = (reduce(div, [7]), list(log))
r_init_only = reduce(div, [], "init")
def stop(acc, x):
    raise StopIteration
try:
    reduce(stop, items)
    r_stop = "swallowed"
except StopIteration:
    r_stop = "StopIteration"
