# probe: a contextmanager made inside a function updates a nonlocal counter before and after its yield; the counts read inside and after the with differ
# inputs
n = 3
# body
from contextlib import contextmanager
def make():
    depth = 0
    peak = 0
    @contextmanager
    def level():
        nonlocal depth, peak
        depth += 1
        peak = max(peak, depth)
        yield depth
        depth -= 1
    def status():
        return (depth, peak)
    return level, status
level, status = make()
seen = []
with level() as a:
    seen.append(("in a", a, status()))
    with level() as b:
        seen.append(("in b", b, status()))
    seen.append(("after b", status()))
seen.append(("after a", status()))
r_seen = seen
def loop():
    for i in range(n):
        with level():
            pass
    return status()
r_loop = loop()
