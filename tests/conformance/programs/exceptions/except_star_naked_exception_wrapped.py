# probe: except* given a naked exception binds an ExceptionGroup holding it (message empty); an unmatched naked exception leaves as itself, not as a group
# inputs
k = "key"
# body
try:
    raise KeyError(k)
except* KeyError as g:
    r_bound_type = type(g).__name__
    r_bound = (g.message, [type(e).__name__ for e in g.exceptions])
def unmatched():
    try:
        raise KeyError(k)
    except* ValueError:
        pass
try:
    unmatched()
except KeyError as e:
    r_left = ("naked", type(e).__name__)
except ExceptionGroup as e:
    r_left = ("group", len(e.exceptions))
try:
    raise ValueError(k)
except* (KeyError, ValueError) as g:
    r_tuple_type = type(g).__name__
    r_tuple = (type(g.exceptions[0]).__name__, g.exceptions[0].args)
