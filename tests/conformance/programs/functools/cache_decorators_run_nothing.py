# probe: functools' cache decorators, given their options or not, and wraps run none of what they decorate; a size that is no int is refused
# inputs
size = 8
# body
import functools
calls = []
@functools.lru_cache(maxsize=size)
def g(k):
    calls.append(k)
    return k * 2
r_calls = list(calls)
@functools.cache
def h(k):
    calls.append(k)
    return k
r_calls_again = list(calls)
def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a):
        calls.append("wrapped")
        return fn(*a)
    return wrapper
@deco
def w(k):
    return k
r_calls_wrapped = list(calls)
def refused(**options):
    try:
        functools.lru_cache(**options)
        return "made"
    except TypeError:
        return "TypeError"
r_refused = [refused(maxsize="x"), refused(maxsize=None, typed=True), refused(maxsize=size)]
