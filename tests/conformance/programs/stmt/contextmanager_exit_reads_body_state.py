# probe: the code after a contextmanager's yield runs after the with body: it sees what the body appended, and raises when the body left a flag set
# inputs
n = 2
# body
from contextlib import contextmanager
log = []
@contextmanager
def collect():
    items = []
    log.append("start")
    yield items
    log.append(("saw", len(items)))
    if len(items) > n:
        raise ValueError("too many")
with collect() as got:
    for i in range(n):
        got.append(i)
    log.append("body done")
r_after_first = list(log)
try:
    with collect() as got:
        for i in range(n + 1):
            got.append(i)
    r_second = "no error"
except ValueError as e:
    r_second = type(e).__name__
r_log = log
