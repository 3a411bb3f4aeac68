# probe: an __exit__ taking the wrong number of parameters fails only when called (after the body ran), with TypeError whose __context__ is the body's exception if any; __enter__ taking extra required parameters fails at entry
# inputs
k = "key"
# body
log = []
class ExitOneArg:
    def __enter__(self):
        return self
    def __exit__(self):
        log.append("never")
class EnterNeedsArg:
    def __enter__(self, x):
        return x
    def __exit__(self, *a):
        log.append("exit2")
try:
    with ExitOneArg():
        log.append("body ran")
except TypeError:
    log.append("TypeError on exit")
try:
    with ExitOneArg():
        raise KeyError(k)
except TypeError as e:
    log.append(("TypeError", type(e.__context__).__name__))
except KeyError:
    log.append("KeyError")
try:
    with EnterNeedsArg():
        log.append("body2")
except TypeError:
    log.append("TypeError on enter")
r_log = log
