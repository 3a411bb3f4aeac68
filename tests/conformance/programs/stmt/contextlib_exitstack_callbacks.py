# probe: ExitStack runs callbacks and entered managers' exits last-in first-out, passes callback args, enter_context returns __enter__'s value, pop_all moves them to a new stack, close runs them
# inputs
n = 3
# body
from contextlib import ExitStack
log = []
class CM:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        log.append("enter " + self.name)
        return self.name.upper()
    def __exit__(self, *exc):
        log.append("exit " + self.name)
        return False
with ExitStack() as stack:
    for i in range(n):
        stack.callback(log.append, "cb" + str(i))
    got = stack.enter_context(CM("a"))
    log.append("body " + got)
r_first = list(log)
log.clear()
with ExitStack() as stack:
    stack.callback(log.append, "kept")
    moved = stack.pop_all()
    log.append("body end")
log.append("after with")
moved.close()
r_pop_all = list(log)
log.clear()
stack = ExitStack()
stack.push(lambda *exc: log.append("pushed exit") or False)
stack.callback(log.append, "cb")
stack.close()
r_close = list(log)
