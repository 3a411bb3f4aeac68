# probe: contextlib.contextmanager: finally runs on exception, exception not re-raised by the generator is suppressed, a different exception replaces it, value from yield bound by as
# inputs
v = 0
# body
from contextlib import contextmanager
log = []
@contextmanager
def swallow():
    try:
        yield "s"
    except Exception as e:
        log.append(("swallowed", type(e).__name__))
@contextmanager
def fin(name):
    log.append("enter " + name)
    try:
        yield name
    finally:
        log.append("exit " + name)
@contextmanager
def replace():
    try:
        yield
    except ZeroDivisionError as e:
        raise KeyError("replaced") from e
with swallow() as s:
    1 / v
r_s = s
try:
    with fin("a") as a, fin("b") as b:
        raise ValueError(a + b)
except ValueError as e:
    r_val = str(e)
try:
    with replace():
        1 / v
except KeyError as e:
    r_replaced = (str(e), type(e.__cause__).__name__)
@contextmanager
def reraise_same():
    try:
        yield
    except IndexError:
        log.append("saw index")
        raise
try:
    with reraise_same():
        [][v]
except IndexError as e:
    r_same = type(e).__name__
r_log = log
