# probe: positional-only and keyword-only parameters: calls that work and the TypeError messages of those that do not
# inputs
x = 1
y = 2
# body
def f(a, b, /, c, *, d, e=5):
    return (a, b, c, d, e)
r_ok = f(x, y, 3, d=4)
r_ok2 = f(x, y, c=3, d=4, e=6)
def err(thunk):
    try:
        thunk()
        return "no error"
    except TypeError as e:
        return str(e)
r_pos_as_kw = err(lambda: f(x, b=y, c=3, d=4))
r_missing_kwonly = err(lambda: f(x, y, 3))
r_too_many = err(lambda: f(x, y, 3, 4))
r_unexpected = err(lambda: f(x, y, 3, d=4, z=1))
r_dup = err(lambda: f(x, y, 3, c=3, d=4))
def g(a, /, **kw):
    return (a, kw)
r_same_name = g(x, a=y)
r_missing_two = err(lambda: f(d=1))
