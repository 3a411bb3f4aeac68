# probe: a partial object's type is partial (not function), isinstance, callable, its func/args/keywords after flattening; partial of a partial with keywords; hasattr __name__
# inputs
a = 1
# body
import functools
def f(x, y=0, **kw):
    return (x, y, sorted(kw))
p = functools.partial(f, a)
r_type = type(p).__name__
r_isinst = isinstance(p, functools.partial)
r_callable = callable(p)
r_has_name = hasattr(p, "__name__")
q = functools.partial(p, y=2, z=3)
r_q_func = q.func is f
r_q_args = q.args
r_q_kw = sorted(q.keywords.items())
r_q_call = q()
q2 = functools.partial(q, z=9)
r_q2_kw = sorted(q2.keywords.items())
r_q2_call = q2(w=1)
r_is_func = type(p) is type(f)
