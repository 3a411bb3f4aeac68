# probe: a BaseExceptionGroup holding a KeyboardInterrupt stays a BaseExceptionGroup, is not caught by except Exception; except* KeyboardInterrupt takes that part and the rest is re-raised as an ExceptionGroup? (a BaseExceptionGroup derived with only Exceptions)
# inputs
k = "k"
# body
out = []
beg = BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError(k)])
try:
    try:
        raise beg
    except Exception:
        out.append("caught by Exception")
except BaseException as e:
    out.append(("BaseException", type(e).__name__))
try:
    try:
        raise beg
    except* KeyboardInterrupt as g:
        out.append(("ki part", type(g).__name__))
except Exception as e:
    out.append(("rest", type(e).__name__, [type(x).__name__ for x in e.exceptions]))
match, rest = beg.split(ValueError)
r_split = (type(match).__name__, type(rest).__name__)
r_out = out
