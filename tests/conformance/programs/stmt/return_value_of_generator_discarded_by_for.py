# probe: a generator's return value is discarded by for, list, sum; only yield from and StopIteration.value see it; a return without value is None; return in a nested function is not the generator's
# inputs
k = 3
# body
def gen():
    for i in range(k):
        yield i
    return "ret"
r_list = list(gen())
r_sum = sum(gen())
out = []
for v in gen():
    out.append(v)
else:
    out.append("else")
r_for = out
def capture():
    value = yield from gen()
    yield value
r_capture = list(capture())
def bare():
    yield 1
    return
def capture_bare():
    value = yield from bare()
    yield value
r_bare = list(capture_bare())
def nested():
    def helper():
        return "helper"
    yield helper()
    return helper()
g = nested()
r_nested_first = next(g)
try:
    next(g)
except StopIteration as e:
    r_nested_ret = e.value
