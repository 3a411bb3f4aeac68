# probe: a functools.wraps decorator that catches and converts exceptions: the wrapper keeps the name, __wrapped__ is the original, the converted exception has the original as __cause__; a wrapper that re-raises keeps the class
# inputs
k = "key"
# body
from functools import wraps
def convert(func):
    @wraps(func)
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except KeyError as e:
            raise LookupError("converted") from e
    return wrapper
@convert
def lookup(d, key):
    """doc"""
    return d[key]
r_meta = (lookup.__name__, lookup.__doc__, lookup.__wrapped__.__name__)
try:
    lookup({}, k)
except LookupError as e:
    r_err = (type(e).__name__, type(e.__cause__).__name__, e.__cause__.args)
r_ok = lookup({k: 1}, k)
try:
    lookup.__wrapped__({}, k)
except KeyError as e:
    r_raw = type(e).__name__
