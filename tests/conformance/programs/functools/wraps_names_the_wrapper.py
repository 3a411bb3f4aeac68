# probe: functools.wraps names the wrapper after the function it wraps (__name__, __qualname__, __doc__, __wrapped__), the wrapper runs when called, on a method too; what a decorator with wraps returns is the wrapper itself
# inputs
k = 3
# body
import functools
log = []
def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        log.append(fn.__name__)
        return fn(*args, **kwargs)
    return wrapper
@logged
def area(h, w=2):
    """The area."""
    return h * w
class Box:
    def __init__(self, n):
        self.n = n
    @logged
    def scaled(self, m):
        return self.n * m
r_calls = (area(k), area(k, w=k), Box(k).scaled(2))
r_log = list(log)
r_names = (area.__name__, area.__qualname__, area.__doc__, area.__wrapped__.__name__, Box.scaled.__name__)
r_callable = callable(area)
def plain(fn):
    def inner(*a):
        return fn(*a)
    made = functools.wraps(fn)(inner)
    return made is inner, made == inner, made.__name__
r_plain = plain(area.__wrapped__)
