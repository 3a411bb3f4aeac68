# probe: partial(partial(f, "x", tile=1), stages=3) is flattened by CPython: func is f, args ("x",), both keywords
# inputs
k = 1
# body
from functools import partial
def run(a, tile=0, stages=0):
    return a
p = partial(partial(run, "x", tile=k), stages=3)
r = (p.func is run, p.args, sorted(p.keywords))
