# probe: contextlib.contextmanager generators: the exception thrown in at the yield, caught to suppress, re-raised, a generator that does not yield or yields twice, and the value bound by as
# inputs
size = 2
# body
from contextlib import contextmanager, suppress, ExitStack
log = []
@contextmanager
def managed(tag):
    log.append("enter " + tag)
    try:
        yield tag.upper()
    except KeyError as e:
        log.append("caught " + str(e))
    finally:
        log.append("exit " + tag)
with managed("a") as got:
    log.append("body " + got)
with managed("b"):
    raise KeyError("k")
r_suppressed = list(log)
log.clear()
try:
    with managed("c"):
        raise ValueError("v")
except ValueError as e:
    r_not_caught = (str(e), list(log))
@contextmanager
def no_yield():
    if False:
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
    r_two_yields = str(e)
@contextmanager
def reraise_other():
    try:
        yield
    except KeyError:
        raise IndexError("converted")
try:
    with reraise_other():
        raise KeyError("orig")
except IndexError as e:
    r_converted = (str(e), type(e.__context__).__name__)
with suppress(KeyError, IndexError):
    [][size]
r_after_suppress = "went on"
log.clear()
with ExitStack() as stack:
    for i in range(size):
        stack.enter_context(managed(str(i)))
    log.append("inside")
r_exitstack = list(log)
log.clear()
with ExitStack() as stack:
    stack.callback(log.append, "cb1")
    stack.callback(log.append, "cb2")
r_callbacks = list(log)
@contextmanager
def stop_inside():
    yield
try:
    with stop_inside():
        raise StopIteration("si")
except StopIteration as e:
    r_stopiteration_through = ("StopIteration", str(e))
except RuntimeError as e:
    r_stopiteration_through = ("RuntimeError", str(e))
