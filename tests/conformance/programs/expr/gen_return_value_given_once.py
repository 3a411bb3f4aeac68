# probe: a generator's return value goes with the first StopIteration only: after list(), a for loop, next() with a default or any() reached its end, next() raises StopIteration with value None
# inputs
v = "ret"
# body
def g():
    yield 1
    return v
def stop_value(it):
    try:
        next(it)
    except StopIteration as e:
        return (e.value, e.args)
it = g()
r_first_stop = (next(it), stop_value(it), stop_value(it))
it = g()
list(it)
r_after_list = stop_value(it)
it = g()
for _ in it:
    pass
r_after_for = stop_value(it)
it = g()
r_default = (next(it), next(it, "d"))
r_after_default = stop_value(it)
it = g()
any(x > 5 for x in it)
r_after_any = stop_value(it)
it = g()
r_sum = sum(it)
r_after_sum = stop_value(it)
def outer(src):
    a = yield from src
    b = yield from src
    yield (a, b)
r_yield_from_twice = list(outer(g()))
