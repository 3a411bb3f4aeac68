# probe: close() on a generator that catches GeneratorExit and returns: close returns None in 3.11; closing an outer generator closes the inner of yield from first
# inputs
v = "ret"
# body
log = []
def catches():
    try:
        yield 1
    except GeneratorExit:
        log.append("caught exit")
        return v
g = catches()
next(g)
r_close = g.close()
def inner():
    try:
        yield "i"
    finally:
        log.append("inner finally")
def outer():
    try:
        yield from inner()
    finally:
        log.append("outer finally")
o = outer()
r_o = next(o)
o.close()
def raises_other():
    try:
        yield 1
    except GeneratorExit:
        raise ValueError("during close")
h = raises_other()
next(h)
try:
    h.close()
except ValueError as e:
    r_close_raises = str(e)
unstarted = catches()
r_unstarted_close = unstarted.close()
r_log = log
