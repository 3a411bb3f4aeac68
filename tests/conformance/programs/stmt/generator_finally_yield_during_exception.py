# probe: a generator consumed by list(): a yield in finally while an exception is in flight hands out its item, then the exception goes on; a return in finally swallows it; a yield from whose inner raises runs the outer's finally
# inputs
k = "k"
# body
log = []
def pending():
    try:
        yield 1
        raise KeyError(k)
    finally:
        yield 2
        log.append("after finally yield")
got = []
try:
    for x in pending():
        got.append(x)
except KeyError:
    got.append("KeyError")
r_pending = got
def swallow():
    try:
        yield 1
        raise KeyError(k)
    finally:
        return
r_swallow = list(swallow())
def inner():
    yield "i1"
    raise ValueError(k)
def outer():
    try:
        yield from inner()
    finally:
        log.append("outer finally")
try:
    list(outer())
except ValueError:
    log.append("ValueError out")
r_log = log
