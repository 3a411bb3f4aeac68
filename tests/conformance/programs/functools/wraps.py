# probe: functools.wraps copies __name__, __doc__ and sets __wrapped__
# inputs
v = 3
# body
from functools import wraps
def logged(fn):
    @wraps(fn)
    def wrapper(*a, **kw):
        return ("logged", fn(*a, **kw))
    return wrapper
def unwrapped_deco(fn):
    def wrapper(*a):
        return fn(*a)
    return wrapper
@logged
def add(a, b):
    """Add two numbers."""
    return a + b
@unwrapped_deco
def sub(a, b):
    return a - b
r_call = add(v, 1)
r_name = add.__name__
r_doc = add.__doc__
r_wrapped = add.__wrapped__(v, 1)
r_plain_name = sub.__name__
