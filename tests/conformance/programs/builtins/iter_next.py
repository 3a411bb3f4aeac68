# probe: iter() and next() with and without defaults; iter of callable with sentinel
# inputs
items = [1, 2]
# body
it = iter(items)
r_a = next(it)
r_b = next(it)
r_default = next(it, "end")
try:
    next(it)
except StopIteration as e:
    r_stop = type(e).__name__
counter = [0]
def tick():
    counter[0] += 1
    return counter[0]
r_sentinel = list(iter(tick, 4))
r_iter_iter = iter(it) is it
r_str_iter = list(iter("ab"))
try:
    iter(5)
except TypeError as e:
    r_not_iterable = type(e).__name__
