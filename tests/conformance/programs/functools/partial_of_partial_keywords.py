# probe: partial of a partial merges keywords into one dict: the inner's keywords with the outer's on top; the inner partial's own keywords unchanged
# inputs
a = 1
# body
from functools import partial
def f(*args, **kw):
    return (args, sorted(kw.items()))
p = partial(f, a, x=1, y=2)
q = partial(p, x=10, z=3)
r_q_kw = sorted(q.keywords.items())
r_q_call = q()
r_p_kw = sorted(p.keywords.items())
