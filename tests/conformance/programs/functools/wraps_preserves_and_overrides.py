# probe: wraps on nested decorators: __name__ and __doc__ of the innermost, __wrapped__ chain, the wrapper's calls pass arguments through and keep the decorator's side effects in order
# inputs
val = 4
# body
import functools
log = []
def deco(tag):
    def outer(fn):
        @functools.wraps(fn)
        def wrapper(*a, **k):
            log.append(("in", tag))
            r = fn(*a, **k)
            log.append(("out", tag))
            return r
        return wrapper
    return outer
@deco("x")
@deco("y")
def target(a, b=1):
    "doc of target"
    log.append("body")
    return a * b
r_call = target(val, b=2)
r_log = list(log)
r_name = target.__name__
r_doc = target.__doc__
r_inner_name = target.__wrapped__.__name__
r_unwrapped = target.__wrapped__.__wrapped__(3)
r_chain = target.__wrapped__.__wrapped__ is not target.__wrapped__
