# probe: a contextmanager whose generator delegates with yield from to an inner generator that catches the thrown exception: the inner handler suppresses it (or yields again: RuntimeError)
# inputs
k = "key"
# body
from contextlib import contextmanager
log = []
def inner(again):
    try:
        yield "inner value"
    except KeyError as e:
        log.append(("inner caught", e.args))
        if again:
            yield "second"
@contextmanager
def outer(again):
    yield from inner(again)
with outer(False) as v:
    log.append(v)
    raise KeyError(k)
r_after = "reached"
try:
    with outer(True):
        raise KeyError(k)
except RuntimeError as e:
    r_again = type(e).__name__
r_log = log
