# probe: iter(callable, sentinel) calls until the sentinel, next with a default on an exhausted iterator, iter of a list then appends, StopIteration class
# inputs
values = [3, 2, 1, 0, 5]
# body
src = list(values)
def pop():
    return src.pop(0)
r_until = list(iter(pop, 0))
r_src_after = src
it = iter([1])
r_next = next(it)
r_default = next(it, "done")
r_default2 = next(it, None)
try:
    next(it)
except StopIteration as e:
    r_stop = type(e).__name__
lst = [1]
it2 = iter(lst)
lst.append(2)
r_grow = list(it2)
lst.append(3)
r_after_exhaust = list(it2)
try:
    iter(5, 0)
except TypeError as e:
    r_iter_err = type(e).__name__
