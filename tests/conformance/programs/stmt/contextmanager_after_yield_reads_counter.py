# probe: a contextmanager generator's code after yield reads a counter in a closure cell and a class attribute the with body changed
# inputs
start = 0
# body
from contextlib import contextmanager
class State:
    hits = start
def make():
    count = start
    @contextmanager
    def cm():
        before = (count, State.hits)
        yield
        out.append((before, count, State.hits))
    def inc():
        nonlocal count
        count += 1
    return cm, inc
out = []
cm, inc = make()
with cm():
    inc()
    State.hits += 5
with cm():
    pass
r_out = out
