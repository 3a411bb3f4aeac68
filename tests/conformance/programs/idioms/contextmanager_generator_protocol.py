# probe: contextlib.contextmanager generators: an error in the block thrown in at the yield (caught or re-raised), a generator that does not yield (RuntimeError), one that yields twice
# inputs
label = "res"
# body
from contextlib import contextmanager
log = []
@contextmanager
def managed(name, swallow=False):
    log.append(("open", name))
    try:
        yield name.upper()
    except KeyError:
        log.append(("caught", name))
        if not swallow:
            raise
    finally:
        log.append(("close", name))
with managed(label) as got:
    r_got = got
r_log_ok = list(log)
log.clear()
with managed(label, swallow=True):
    raise KeyError("k")
r_log_swallowed = list(log)
log.clear()
try:
    with managed(label):
        raise KeyError("k")
except KeyError:
    r_reraised = "KeyError"
r_log_reraised = list(log)
@contextmanager
def no_yield():
    if False:
        yield
try:
    with no_yield():
        pass
except RuntimeError as e:
    r_no_yield = type(e).__name__
@contextmanager
def twice():
    yield 1
    yield 2
try:
    with twice():
        pass
except RuntimeError as e:
    r_twice = type(e).__name__
log.clear()
try:
    with managed(label):
        raise ValueError
except ValueError:
    r_uncaught = "ValueError"
r_log_uncaught = list(log)
