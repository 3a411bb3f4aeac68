# probe: close() on a generator that yields again while handling GeneratorExit raises RuntimeError; one that swallows GeneratorExit and returns is fine; one that raises another exception in its handler propagates it
# inputs
n = 1
# body
log = []
def stubborn():
    try:
        yield n
    finally:
        log.append("finally")
        yield n + 1
g = stubborn()
next(g)
try:
    g.close()
    r_close = "ok"
except RuntimeError:
    r_close = "RuntimeError"
def swallow():
    try:
        yield n
    except GeneratorExit:
        log.append("swallowed")
        return "ignored"
s = swallow()
next(s)
r_swallow = s.close()
def convert():
    try:
        yield n
    except GeneratorExit:
        raise KeyError("conv")
c = convert()
next(c)
try:
    c.close()
    r_convert = "ok"
except KeyError:
    r_convert = "KeyError"
r_log = log
