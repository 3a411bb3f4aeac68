# probe: partial of a partial flattens: args are the inner's followed by the outer's, func is the innermost function; the calls agree with the flattened form
# inputs
a = 1
# body
from functools import partial
def f(*args, **kw):
    return (args, sorted(kw.items()))
p = partial(f, a, x=1)
q = partial(p, 2)
r_q_args = q.args
r_q_func = q.func is f
r_q_func_name = q.func.__name__
r_q_call = q(3)
w = partial(q, 4, x=5, y=6)
r_w_args = w.args
r_w_call = w()
r_w_depth = w.func is f
r_p_args = p.args
