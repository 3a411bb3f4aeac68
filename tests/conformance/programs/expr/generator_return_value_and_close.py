# probe: generator close() returns None, close after return, throw into a finished generator, return value in finally, send to unstarted generator
# inputs
n = 3
# body
def g():
    try:
        for i in range(n):
            yield i
    finally:
        log.append("fin")
    return "done"
log = []
it = g()
r_first = next(it)
r_close = it.close()
r_log = list(log)
r_close_again = it.close()
try:
    next(it)
except StopIteration as e:
    r_after_close = ("stop", e.value)
def h():
    yield 1
u = h()
try:
    u.send(5)
except TypeError as e:
    r_send_unstarted = str(e)
r_send_none = u.send(None)
done = h()
list(done)
try:
    done.throw(ValueError("x"))
except ValueError as e:
    r_throw_done = str(e)
def yields_in_finally():
    try:
        yield 1
    finally:
        yield 2
y = yields_in_finally()
next(y)
try:
    y.close()
except RuntimeError as e:
    r_ignored_exit = str(e)
