# probe: a contextmanager generator that never yields raises RuntimeError on enter; one that yields twice raises RuntimeError on a clean exit; a reused manager object fails
# inputs
n = 2
# body
from contextlib import contextmanager
log = []
@contextmanager
def no_yield():
    log.append("no_yield ran")
    if False:
        yield
@contextmanager
def two_yields():
    yield 1
    log.append("between")
    yield 2
out = []
try:
    with no_yield():
        out.append("body")
except RuntimeError as e:
    out.append(type(e).__name__)
try:
    with two_yields() as x:
        out.append(x * n)
except RuntimeError as e:
    out.append(type(e).__name__)
@contextmanager
def once():
    yield n
cm = once()
with cm as a:
    out.append(a)
try:
    with cm as b:
        out.append(b)
except Exception as e:
    out.append(type(e).__name__)
r_out = out
r_log = log
