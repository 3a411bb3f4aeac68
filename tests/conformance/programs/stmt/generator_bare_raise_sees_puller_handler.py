# probe: a bare raise inside a generator re-raises the exception being handled where the generator is resumed at that point, not where it was first pulled: RuntimeError when resumed outside any handler, the handler's exception when resumed inside one
# inputs
k = "key"
# body
def g():
    yield 1
    raise
it = g()
try:
    raise KeyError(k)
except KeyError:
    r_first = next(it)
try:
    next(it)
    r_outside = "no error"
except RuntimeError:
    r_outside = "RuntimeError"
except KeyError:
    r_outside = "KeyError"
it2 = g()
r_first2 = next(it2)
try:
    raise ValueError(k)
except ValueError:
    try:
        next(it2)
        r_inside = "no error"
    except RuntimeError:
        r_inside = "RuntimeError"
    except ValueError as e:
        r_inside = ("ValueError", e.args)
