# probe: functools.reduce calls its function left to right with the accumulator first; a single item is returned without a call; the initial value comes first; errors from the callback propagate midway
# inputs
xs = [1, 2, 3, 4]
init = 100
# body
from functools import reduce
log = []
def add(acc, v):
    log.append((acc, v))
    return acc + v
r_sum = reduce(add, xs)
r_log = list(log)
log.clear()
r_single = reduce(add, [xs[0]])
r_single_log = list(log)
r_init = reduce(add, xs, init)
r_init_calls = len(log)
log.clear()
r_init_empty = reduce(add, [], init)
r_none_init = reduce(add, [], None)
try:
    reduce(add, [])
except TypeError as e:
    r_empty = type(e).__name__
def stop_at_three(acc, v):
    log.append(v)
    if v == 3:
        raise KeyError(v)
    return acc + [v]
log.clear()
try:
    reduce(stop_at_three, xs, [])
except KeyError as e:
    r_midway = (e.args[0], list(log))
r_gen = reduce(lambda a, b: a * b, (v for v in xs if v % 2 == 0))
r_strings = reduce(lambda a, b: b + a, "abc")
r_nested = reduce(lambda acc, kv: {**acc, kv[0]: kv[1]}, [("a", 1), ("b", 2), ("a", 3)], {})
try:
    reduce(add, 5)
except TypeError as e:
    r_not_iterable = type(e).__name__
