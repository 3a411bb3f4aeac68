# probe: an ExitStack exit callback that returns True suppresses the body's exception; a plain callback cannot; an exception in a callback replaces the body's and the others still run
# inputs
key = "k"
# body
from contextlib import ExitStack
log = []
with ExitStack() as stack:
    stack.push(lambda typ, val, tb: typ is KeyError)
    stack.callback(log.append, "cleanup")
    {}[key]
log.append("suppressed")
try:
    with ExitStack() as stack:
        stack.callback(log.append, "cb1")
        [][0]
except IndexError:
    log.append("IndexError out")
def boom():
    raise RuntimeError("cb")
try:
    with ExitStack() as stack:
        stack.callback(log.append, "runs anyway")
        stack.callback(boom)
        {}[key]
except Exception as e:
    log.append((type(e).__name__, type(e.__context__).__name__))
r_log = log
