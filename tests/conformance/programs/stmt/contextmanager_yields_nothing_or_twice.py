# probe: a contextmanager generator that returns before yielding raises RuntimeError on entering (body not run); one that yields twice raises RuntimeError on leaving (after the body); one that yields twice when the body raised: the body's error is thrown in, caught, then the second yield -> RuntimeError
# inputs
flag = False
# body
from contextlib import contextmanager
log = []
@contextmanager
def none():
    if flag:
        yield
    log.append("none ran")
@contextmanager
def twice():
    yield 1
    log.append("between")
    yield 2
@contextmanager
def twice_catch():
    try:
        yield 1
    except KeyError:
        log.append("caught")
    yield 2
out = []
for mgr, raise_in_body in ((none, False), (twice, False), (twice_catch, True), (twice_catch, False)):
    try:
        with mgr():
            log.append("body")
            if raise_in_body:
                raise KeyError
        out.append("ok")
    except RuntimeError:
        out.append("RuntimeError")
    except KeyError:
        out.append("KeyError")
r_out = out
r_log = log
