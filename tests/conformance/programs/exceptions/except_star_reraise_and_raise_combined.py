# probe: except* handlers: one re-raises (bare raise) its part, one raises a new exception, one handles; what leaves is an ExceptionGroup of the new one and the re-raised part, and what is left unmatched
# inputs
k = "k"
# body
def shape(g):
    if isinstance(g, BaseExceptionGroup):
        return (g.message, [shape(x) for x in g.exceptions])
    return type(g).__name__
out = []
try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), KeyError(k), TypeError(3), OSError(4)])
    except* ValueError:
        raise
    except* KeyError:
        raise RuntimeError("new")
    except* TypeError:
        out.append("typeerror handled")
except BaseException as e:
    out.append(shape(e))
    out.append(type(e).__name__)
r_out = out
out2 = []
try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), KeyError(k)])
    except* ValueError:
        pass
    except* KeyError:
        pass
    out2.append("all handled, goes on")
except Exception as e:
    out2.append(type(e).__name__)
r_out2 = out2
