# probe: contextlib.contextmanager and suppress
# inputs
n = 2
# body
from contextlib import contextmanager, suppress
log = []
@contextmanager
def tag(name):
    log.append("<" + name)
    try:
        yield name * n
    finally:
        log.append(name + ">")
with tag("p") as t:
    log.append(t)
with suppress(KeyError):
    {}["x"]
    log.append("not reached")
r_log = log
