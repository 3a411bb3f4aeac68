# probe: except* splits a group across clauses, unhandled remainder re-raised as a group, a naked exception wrapped into a group, nested groups kept
# inputs
n = 3
# body
log = []
try:
    try:
        raise ExceptionGroup("eg", [ValueError(i) for i in range(n)] + [KeyError("k"), OSError("o")])
    except* ValueError as g:
        log.append(("V", [e.args[0] for e in g.exceptions]))
    except* KeyError as g:
        log.append(("K", len(g.exceptions), g.message))
except ExceptionGroup as rest:
    r_rest = (rest.message, [type(e).__name__ for e in rest.exceptions])
try:
    raise TypeError("naked")
except* TypeError as g:
    r_wrapped = (type(g).__name__, [str(e) for e in g.exceptions])
try:
    raise ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [ValueError(2), KeyError(3)])])
except* ValueError as g:
    r_nested = (g.message, [type(e).__name__ for e in g.exceptions], g.exceptions[1].message)
except* KeyError as g:
    r_nested_k = [type(e).__name__ for e in g.exceptions]
r_log = log
