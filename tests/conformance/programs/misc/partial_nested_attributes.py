# probe: a partial of a partial: CPython flattens it into one (func, args, keywords), later keywords winning; calls agree either way
# inputs
tile = 64
kind = "fast"
# body
from functools import partial
def run(kind, m, tile=32, stages=2):
    return (kind, m, tile, stages)
p1 = partial(run, kind, tile=tile)
p2 = partial(p1, stages=3, tile=16)
r_call = p2(8)
r_func_is_run = p2.func is run
r_args = p2.args
r_keywords = sorted(p2.keywords.items())
r_p1 = (p1.func is run, p1.args, sorted(p1.keywords))
p3 = partial(p2, 5)
r_p3_args = p3.args
r_p3_call = p3()
