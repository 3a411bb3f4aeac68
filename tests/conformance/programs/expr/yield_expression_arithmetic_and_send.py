# probe: yield used twice inside one expression gets two sent values; send returns the next yielded value; a for loop broken out of leaves the generator resumable
# inputs
a = 3
b = 4
# body
def adder():
    total = (yield "first") + (yield "second")
    yield ("total", total)
g = adder()
r_start = next(g)
r_mid = g.send(a)
r_total = g.send(b)
def count():
    i = 0
    while True:
        got = yield i
        i = i + 1 if got is None else got
c = count()
seen = []
for v in c:
    seen.append(v)
    if v == 2:
        break
r_seen = seen
r_resume = next(c)
r_jump = c.send(a * 10)
r_after_jump = next(c)
def yields_none():
    x = yield
    return x
y = yields_none()
r_bare_yield = next(y)
try:
    y.send(b)
except StopIteration as e:
    r_returned = e.value
