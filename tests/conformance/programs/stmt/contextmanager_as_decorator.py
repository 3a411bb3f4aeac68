# probe: a contextlib.contextmanager used as a decorator wraps each call of the function in a fresh with; the decorated function's return value and its exceptions pass through
# inputs
n = 2
# body
from contextlib import contextmanager
log = []
@contextmanager
def traced(name):
    log.append("enter " + name)
    try:
        yield
    finally:
        log.append("exit " + name)
@traced("f")
def f(x):
    log.append(("call", x))
    if x < 0:
        raise ValueError(x)
    return x * 2
r_values = [f(i) for i in range(n)]
try:
    f(-1)
except ValueError as e:
    r_error = e.args
r_log = log
