# probe: argument binding: defaults evaluated once, keyword-only and positional-only parameters
# inputs
n = 2
# body
def f(a, b=10, /, c=20, *, d, e=30):
    return (a, b, c, d, e)
r_min = f(1, d=4)
r_full = f(1, 2, 3, d=4, e=5)
r_c_kw = f(1, c=7, d=0)
errors = []
for call in (lambda: f(1), lambda: f(a=1, d=2), lambda: f(1, 2, 3, 4)):
    try:
        call()
        errors.append("ok")
    except TypeError:
        errors.append("TypeError")
r_errors = errors
def g(x, *args, y=n, **kw):
    return x, args, y, kw
r_g = g(1, 2, 3, z=4)
