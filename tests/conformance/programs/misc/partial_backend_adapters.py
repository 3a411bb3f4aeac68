# probe: functools.partial binding backend options: keywords overridden at call time, positional args appended, the partial's func/args/keywords
# inputs
tile = 64
stages = 3
# body
from functools import partial
def run(kind, m, tile=32, stages=2, **extra):
    return (kind, m, tile, stages, sorted(extra))
fast = partial(run, "fast", tile=tile)
r_call = fast(128)
r_override = fast(128, tile=16, stages=stages)
r_extra = fast(1, warp=4)
deep = partial(fast, stages=stages)
r_deep = deep(2)
r_flat = (deep.func is run, deep.args, sorted(deep.keywords.items()))
try:
    fast(1, 2, 3, 4)
    r_err = "ok"
except TypeError as e:
    r_err = type(e).__name__
try:
    partial(run, "x", "y")(m=1)
    r_err2 = "ok"
except TypeError as e:
    r_err2 = type(e).__name__
r_callable = callable(fast)
