# probe: a contextmanager generator's code before yield runs on entering, after yield on leaving, after the with body: the log's order, nested managers included
# inputs
tag = "t"
# body
from contextlib import contextmanager
log = []
@contextmanager
def cm(name):
    log.append("enter " + name)
    yield name.upper()
    log.append("exit " + name)
with cm("a") as x, cm("b") as y:
    log.append("body " + x + y)
with cm(tag):
    with cm(tag + "2"):
        log.append("inner")
    log.append("between")
r_log = log
