# probe: StopIteration from next on an exhausted iterator, its value from a generator's return, next with a default, a StopIteration raised in a generator becomes RuntimeError
# inputs
n = 2
# body
it = iter(range(n))
got = [next(it), next(it)]
try:
    next(it)
except StopIteration as e:
    r_exhausted = (got, e.args, e.value)
r_default = next(it, "dflt")
def gen():
    yield 1
    return "done"
g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    r_value = (e.value, e.args)
def bad():
    yield 1
    raise StopIteration("inner")
try:
    list(bad())
except RuntimeError as e:
    r_converted = (type(e).__name__, type(e.__cause__).__name__)
def via_next():
    it = iter([])
    yield next(it)
r_list = []
try:
    r_list = list(via_next())
except RuntimeError as e:
    r_via_next = type(e).__name__
r_si = (StopIteration(5).value, StopIteration().value, StopIteration(1, 2).value)
