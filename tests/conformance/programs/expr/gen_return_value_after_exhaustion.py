# probe: after list(), a for loop, sum() or a first yield from used up a generator, a later next() raises StopIteration whose value is None (the return value is handed out once)
# inputs
v = 7
# body
def g():
    yield 1
    return v
it = g()
r_list = list(it)
try:
    next(it)
except StopIteration as e:
    r_after_list = e.value
it2 = g()
for _ in it2:
    pass
try:
    next(it2)
except StopIteration as e:
    r_after_for = e.value
it3 = g()
r_sum = sum(it3)
try:
    next(it3)
except StopIteration as e:
    r_after_sum = e.value
def outer():
    src = g()
    a = yield from src
    b = yield from src
    yield (a, b)
r_twice = list(outer())
