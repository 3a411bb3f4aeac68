# probe: yield from chains: return values passed up two levels, yield from a generator that returns immediately, send through two levels
# inputs
k = 4
# body
def leaf(m):
    got = yield m
    return (got or 0) + m
def mid():
    a = yield from leaf(k)
    b = yield from leaf(a)
    return [a, b]
def top():
    res = yield from mid()
    return tuple(res)
t = top()
r_y1 = next(t)
r_y2 = t.send(1)
try:
    t.send(2)
except StopIteration as e:
    r_final = e.value
def empty_ret():
    return "immediate"
    yield
def wrap():
    v = yield from empty_ret()
    yield v
r_immediate = list(wrap())
def counter():
    total = 0
    while True:
        x = yield
        if x is None:
            return total
        total += x
def summer(vals):
    c = counter()
    next(c)
    for v in vals:
        c.send(v)
    try:
        c.send(None)
    except StopIteration as e:
        return e.value
r_sum = summer(range(k))
