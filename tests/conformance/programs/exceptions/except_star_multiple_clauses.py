# probe: except* runs each matching clause once with a subgroup, in clause order; an unmatched rest propagates as a group; a bare exception is wrapped; the as name is a group
# inputs
n = 2
# body
log = []
def run(excs):
    try:
        raise ExceptionGroup("g", excs)
    except* KeyError as g:
        log.append(("K", len(g.exceptions), type(g).__name__))
    except* (ValueError, TypeError) as g:
        log.append(("VT", sorted(type(e).__name__ for e in g.exceptions)))
    except* LookupError as g:
        log.append(("L", [type(e).__name__ for e in g.exceptions]))
for excs in ([KeyError(1), ValueError(2), IndexError(3)], [TypeError(1)] * n, [IndexError(0), KeyError(0)]):
    run(excs)
try:
    run([OSError(1), ValueError(2)])
except ExceptionGroup as rest:
    log.append(("rest", [type(e).__name__ for e in rest.exceptions]))
try:
    try:
        raise KeyError("naked")
    except* KeyError as g:
        log.append(("naked", type(g).__name__, type(g.exceptions[0]).__name__))
except Exception as e:
    log.append(("leaked", type(e).__name__))
r_log = log
