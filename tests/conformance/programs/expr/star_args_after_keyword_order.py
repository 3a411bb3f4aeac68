# probe: a *spread written after a keyword argument still fills positions first, and is evaluated before the keywords that precede it in the text
# inputs
k = 10
xs = [1, 2]
# body
log = []
def note(tag, v):
    log.append(tag)
    return v
def f(a, b=0, *rest, c=0, **kw):
    return (a, b, rest, c, sorted(kw.items()))
r_after_kw = f(c=note("c", k), *note("star", xs))
r_log = list(log)
log.clear()
r_mixed = f(note("p", 0), c=note("c", 1), *note("s1", [2]), d=note("d", 3), **note("ds", {"e": 4}))
r_mixed_log = list(log)
log.clear()
def err(thunk):
    try:
        return thunk()
    except TypeError as e:
        return type(e).__name__
r_clash = err(lambda: f(b=note("b", 1), *note("s", xs)))
r_clash_log = list(log)
r_only_star_after = f(*xs, c=k)
