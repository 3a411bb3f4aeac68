# probe: yield from a generator gives its return value (None when it falls off the end, the StopIteration value when it returns); a generator's return in the middle of a loop ends it; values gathered by list
# inputs
n = 3
# body
def inner(limit):
    for i in range(10):
        if i == limit:
            return ("stopped", i)
        yield i
def falls_off():
    yield "x"
def outer():
    a = yield from inner(n)
    b = yield from falls_off()
    c = yield from []
    yield (a, b, c)
r_all = list(outer())
def nested():
    r = yield from outer()
    yield ("outer returned", r)
r_nested = list(nested())[-2:]
