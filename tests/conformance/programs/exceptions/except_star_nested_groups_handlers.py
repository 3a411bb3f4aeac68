# probe: except* over nested groups: each handler sees a group shaped like the original (nested groups kept), with only its matching leaves; the clause order decides who gets a leaf matching two clauses
# inputs
m = "top"
# body
def shape(g):
    if isinstance(g, BaseExceptionGroup):
        return (g.message, [shape(x) for x in g.exceptions])
    return type(g).__name__
seen = []
try:
    raise ExceptionGroup(m, [KeyError(1), ExceptionGroup("sub", [IndexError(2), ValueError(3)]), ValueError(4)])
except* KeyError as g:
    seen.append(("KeyError", shape(g)))
except* LookupError as g:
    seen.append(("LookupError", shape(g)))
except* ValueError as g:
    seen.append(("ValueError", shape(g)))
r_seen = seen
