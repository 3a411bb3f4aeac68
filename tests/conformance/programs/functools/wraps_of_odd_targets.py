# probe: functools.wraps over a partial (no __name__: the wrapper keeps its own), over a class, over a lambda, over a builtin's name; __wrapped__ always set; the wrapper's own __dict__ entries survive unless the wrapped has them
# inputs
n = 2
# body
import functools
def base(a, b=1):
    return a + b
p = functools.partial(base, n)
def wrap(target):
    @functools.wraps(target)
    def wrapper(*a, **k):
        return target(*a, **k)
    wrapper.own = "mine"
    return wrapper
wp = wrap(p)
r_partial = (wp.__name__, wp.__wrapped__ is p, wp(5), wp.own)
class Thing:
    "thing doc"
    def __init__(self, v):
        self.v = v
wt = wrap(Thing)
r_class = (wt.__name__, wt.__doc__, wt(n).v)
lam = lambda: n
wl = wrap(lam)
r_lambda = (wl.__name__, wl())
wb = wrap(len)
r_builtin = (wb.__name__, wb([1, 2, 3]))
base.tag = "base tag"
wbase = wrap(base)
r_dict_merge = (wbase.tag, wbase.own)
def stamped(target):
    def wrapper():
        return target()
    wrapper.own = "wrapper's"
    return functools.update_wrapper(wrapper, target)
def has_own():
    return "inner"
has_own.own = "inner's"
r_update_overwrites = stamped(has_own).own
