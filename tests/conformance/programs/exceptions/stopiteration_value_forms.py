# probe: StopIteration's value: None without args, the first of several args; StopAsyncIteration too; value is writable
# inputs
v = 4
# body
r_values = (StopIteration().value, StopIteration(v).value, StopIteration(v, v + 1).value, StopIteration(v, v + 1).args)
s = StopIteration(v)
s.value = "changed"
r_changed = (s.value, s.args)
def gen():
    yield 1
    return (v, "r")
g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    r_ret = (e.value, e.args)
def gen2():
    return
    yield
try:
    next(gen2())
except StopIteration as e:
    r_empty = (e.value, e.args)
