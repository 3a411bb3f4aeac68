# probe: partial keywords merged with call keywords: order of **kw seen by the function, a call keyword overriding keeps its place, positional after stored keyword clashes
# inputs
a = 1
# body
from functools import partial
def f(*args, **kw):
    return (args, list(kw.items()))
p = partial(f, a, x=1, y=2)
r_plain = p()
r_override = p(y=20, z=30)
r_new_first = p(w=0)
r_args = p(2, 3)
q = partial(p, 4, x=10)
r_q = q(5, v=6)
r_q_kw = list(q.keywords.items())
r_q_args = q.args
def g(x, y):
    return (x, y)
pg = partial(g, y=1)
try:
    pg(1, 2)
    r_clash = "none"
except TypeError as e:
    r_clash = type(e).__name__
r_by_kw = pg(x=5)
