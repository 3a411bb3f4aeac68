# probe: minimal: next() on a generator that already returned a value raises StopIteration without the value
# inputs
v = 1
# body
def gen():
    yield 1
    return 42
it = gen()
next(it)
try:
    next(it)
except StopIteration as e:
    r_first = (e.value, e.args)
try:
    next(it)
except StopIteration as e:
    r_second = (e.value, e.args)
