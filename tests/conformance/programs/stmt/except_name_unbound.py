# probe: the `as` name of an except clause is unbound after the clause
# inputs
v = 0
# body
e = "before"
try:
    1 / v
except ZeroDivisionError as e:
    r_inside = type(e).__name__
try:
    e
    r_after = "bound"
except NameError:
    r_after = "unbound"
def f():
    err = None
    try:
        raise KeyError("k")
    except KeyError as exc:
        err = exc
    return type(err).__name__, err.args
r_kept = f()
