# probe: a star import of a module the evaluator can't see may replace a name bound before it: the call after it may not run what was bound
# inputs
go = 1
# body
log = []
def go():
    log.append("go")
    return 2
def helper():
    log.append("helper")
    return 3
try:
    from _unseen import *
except ImportError:
    pass
def call(f):
    try:
        return f()
    except TypeError:
        return "TypeError"
r_go = call(go)
r_helper = call(helper)
r_log = list(log)
