# probe: *args and **kwargs parameters collect what is left over
# inputs
a = 1
# body
def f(*args, **kwargs):
    return args, kwargs
r_none = f()
r_pos = f(a, 2)
r_kw = f(x=a)
r_both = f(a, y=2)
def g(first, *rest, last="L", **opts):
    return first, rest, last, sorted(opts)
r_g = g(a, 2, 3, last="Z", b=1, a=0)
r_types = (type(f()[0]).__name__, type(f()[1]).__name__)
