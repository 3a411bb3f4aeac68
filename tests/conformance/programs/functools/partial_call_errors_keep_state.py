# probe: a partial whose call fails (duplicate argument, missing argument, the function raising) leaves the partial's args and keywords unchanged; keywords given at the call override the partial's
# inputs
base = 5
# body
from functools import partial
def f(a, b, c=0):
    if c < 0:
        raise ValueError(c)
    return (a, b, c)
p = partial(f, base, c=1)
out = []
for call in (lambda: p(2), lambda: p(2, c=3), lambda: p(a=1, b=2), lambda: p(), lambda: p(2, c=-1), lambda: p(2, 3, 4)):
    try:
        out.append(call())
    except TypeError:
        out.append("TypeError")
    except ValueError:
        out.append("ValueError")
r_out = out
r_state = (p.args, sorted(p.keywords.items()))
q = partial(p, 7)
r_flat = (q.func is f, q.args, q())
