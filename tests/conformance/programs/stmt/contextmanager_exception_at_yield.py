# probe: a contextmanager: the body's exception is raised at the yield; try/finally runs its finally and lets it go; except catches it and suppresses; except that re-raises lets it go; a different exception replaces it with __context__
# inputs
k = "key"
# body
from contextlib import contextmanager
log = []
@contextmanager
def fin():
    try:
        yield
    finally:
        log.append("fin")
@contextmanager
def catch():
    try:
        yield
    except KeyError as e:
        log.append(("caught", e.args))
@contextmanager
def rethrow():
    try:
        yield
    except KeyError:
        log.append("rethrow")
        raise
@contextmanager
def replace():
    try:
        yield
    except KeyError as e:
        raise ValueError("new") from None
for mgr in (fin, catch, rethrow, replace):
    try:
        with mgr():
            {}[k]
        log.append((mgr.__name__, "suppressed"))
    except KeyError as e:
        log.append((mgr.__name__, "KeyError", e.args))
    except ValueError as e:
        log.append((mgr.__name__, "ValueError", type(e.__context__).__name__, e.__suppress_context__, e.__cause__))
r_log = log
