# probe: contextlib.contextmanager generators that catch, re-raise or fail to yield; suppress; ExitStack order; nullcontext
# inputs
v = 0
# body
from contextlib import contextmanager, suppress, ExitStack, nullcontext
log = []
@contextmanager
def catching(name):
    log.append("in " + name)
    try:
        yield name.upper()
    except ZeroDivisionError:
        log.append("caught " + name)
    finally:
        log.append("out " + name)
with catching("a") as r_a:
    1 / v
@contextmanager
def reraise():
    try:
        yield
    except KeyError:
        raise ValueError("converted")
try:
    with reraise():
        raise KeyError("k")
except ValueError as e:
    r_converted = (str(e), type(e.__context__).__name__)
@contextmanager
def no_yield():
    if v == 0:
        return
    yield
try:
    with no_yield():
        pass
except RuntimeError as e:
    r_no_yield = str(e)
@contextmanager
def two_yields():
    yield 1
    yield 2
try:
    with two_yields():
        pass
except RuntimeError as e:
    r_two = str(e)
with suppress(KeyError, ZeroDivisionError):
    1 / v
    log.append("not reached")
r_suppress = "after"
with ExitStack() as stack:
    for name in ["x", "y", "z"]:
        stack.enter_context(catching(name))
    stack.callback(log.append, "callback")
r_log = log
with nullcontext(5) as r_null:
    pass
try:
    with suppress(KeyError):
        1 / v
except ZeroDivisionError:
    r_not_suppressed = True
