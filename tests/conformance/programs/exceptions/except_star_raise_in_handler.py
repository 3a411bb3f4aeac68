# probe: an except* handler that raises: the new exception joins a group with the unhandled rest; a bare raise in except* re-raises the matched part; except* with ExceptionGroup type is a TypeError
# inputs
k = "k"
# body
def raises_new():
    try:
        raise ExceptionGroup("g", [KeyError(k), ValueError(1)])
    except* KeyError:
        raise RuntimeError("new")
try:
    raises_new()
except BaseExceptionGroup as g:
    r_new = (type(g).__name__, sorted(type(e).__name__ for e in g.exceptions))
def reraise():
    try:
        raise ExceptionGroup("g", [KeyError(k), ValueError(1)])
    except* KeyError:
        raise
try:
    reraise()
except ExceptionGroup as g:
    r_reraise = (g.message, sorted(type(e).__name__ for e in g.exceptions))
def star_group_type():
    try:
        raise ExceptionGroup("g", [KeyError(k)])
    except* ExceptionGroup:
        pass
try:
    star_group_type()
except TypeError as e:
    r_group_type = type(e).__name__
