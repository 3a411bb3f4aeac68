# probe: except* with a naked exception no clause matches re-raises it unwrapped; a handler raising joins the rest in a new group; except* ExceptionGroup is a TypeError; else/finally with except*
# inputs
n = 2
# body
log = []
try:
    try:
        raise KeyError(n)
    except* ValueError:
        log.append("no")
except KeyError as e:
    r_naked = ("naked", type(e).__name__)
except ExceptionGroup as e:
    r_naked = ("group", [type(x).__name__ for x in e.exceptions])
try:
    try:
        raise ExceptionGroup("g", [ValueError(n), TypeError(n)])
    except* ValueError:
        raise IndexError("from handler")
except ExceptionGroup as e:
    r_handler_raise = (e.message, sorted(type(x).__name__ for x in e.exceptions))
try:
    try:
        raise ValueError
    except* ExceptionGroup:
        pass
except TypeError as e:
    r_catch_eg = type(e).__name__
try:
    log.append("body")
except* ValueError:
    log.append("handler")
else:
    log.append("else")
finally:
    log.append("finally")
r_log = log
