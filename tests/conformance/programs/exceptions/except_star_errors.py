# probe: except* with ExceptionGroup or a tuple holding it is TypeError when the clause is reached; a naked exception is wrapped for the handler but a handled naked exception does not come out; the as name is always a group
# inputs
k = "k"
# body
out = []
try:
    try:
        raise ExceptionGroup("g", [KeyError(k)])
    except* ExceptionGroup:
        out.append("matched")
except TypeError:
    out.append("TypeError for ExceptionGroup")
except ExceptionGroup:
    out.append("group leaked")
try:
    try:
        raise ValueError(k)
    except* (KeyError, BaseExceptionGroup):
        out.append("matched2")
except TypeError:
    out.append("TypeError for tuple")
except ValueError:
    out.append("ValueError leaked")
try:
    raise KeyError(k)
except* KeyError as g:
    out.append((type(g).__name__, g.message, [type(x).__name__ for x in g.exceptions]))
r_out = out
