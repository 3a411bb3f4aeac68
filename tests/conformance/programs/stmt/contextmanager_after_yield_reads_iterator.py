# probe: a contextmanager generator whose code after yield pulls an iterator the with body pulled too: it gets the item after the body's
# inputs
items = [10, 20, 30, 40]
# body
from contextlib import contextmanager
got = []
it = iter(items)
@contextmanager
def cm():
    got.append(("enter", next(it)))
    yield
    got.append(("exit", next(it)))
with cm():
    got.append(("body", next(it)))
r_got = got
r_rest = list(it)
