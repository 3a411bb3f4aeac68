# probe: functools.wraps copies __name__, __qualname__, __doc__, __module__, updates __dict__, sets __wrapped__; without it the wrapper keeps its own names; assigned and updated arguments
# inputs
n = 2
# body
import functools
def plain(f):
    def wrapper(*a):
        return f(*a)
    return wrapper
def wrapped(f):
    @functools.wraps(f)
    def wrapper(*a):
        return f(*a)
    return wrapper
def target(x):
    "the doc"
    return x * n
target.custom = "attr"
p = plain(target)
w = wrapped(target)
r_plain = (p.__name__, p.__doc__, hasattr(p, "custom"))
r_wrapped = (w.__name__, w.__doc__, w.custom, w.__wrapped__ is target)
r_calls = (p(3), w(3))
r_wrapped_qualname = w.__qualname__
def only_name(f):
    @functools.wraps(f, assigned=("__name__",), updated=())
    def wrapper():
        return f(1)
    return wrapper
o = only_name(target)
r_only_name = (o.__name__, o.__doc__, hasattr(o, "custom"), o.__wrapped__ is target)
def twice(f):
    return wrapped(wrapped(f))
t = twice(target)
r_twice = (t.__name__, t.__wrapped__.__wrapped__ is target, t(5))
w.custom = "changed on wrapper"
r_target_attr = target.custom
def update(f):
    def wrapper():
        pass
    wrapper.custom = "wrapper's"
    return functools.update_wrapper(wrapper, f)
r_update = update(target).custom
