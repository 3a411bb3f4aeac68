# probe: a write to a functools.partial's keywords dict changes what its calls pass (the evaluator does not follow it: its calls from then on are not known); func and args read as they are
# inputs
k = 3
# body
import functools
log = []
def a(x, y=1):
    log.append((x, y))
    return x + y
p = functools.partial(a, y=k)
r_before = p(1)
p.keywords["y"] = 100
r_after = p(1)
q = functools.partial(a, 5)
r_parts = (q.func(7), q.args)
r_log = list(log)
