# probe: a contextlib.contextmanager generator that catches the thrown exception (no re-raise) suppresses it; one that re-raises another replaces it; cleanup after yield runs
# inputs
k = "key"
# body
from contextlib import contextmanager
log = []
@contextmanager
def swallow(kind):
    log.append("enter")
    try:
        yield "v"
    except kind as e:
        log.append("caught " + type(e).__name__)
    finally:
        log.append("finally")
    log.append("after")
with swallow(KeyError) as v:
    log.append(v)
    {}[k]
    log.append("not reached")
r_mid = list(log)
try:
    with swallow(KeyError):
        [][0]
except IndexError:
    log.append("outside IndexError")
@contextmanager
def convert():
    try:
        yield
    except KeyError as e:
        raise ValueError("converted") from e
try:
    with convert():
        {}[k]
except ValueError as e:
    r_convert = (type(e).__name__, type(e.__cause__).__name__)
r_log = log
