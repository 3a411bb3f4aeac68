# probe: functools.wraps copies __dict__ and metadata when decorating: attributes set on the function later are not on the wrapper; __wrapped__ chain; wrapper.__name__ reassign
# inputs
unit = "us"
# body
import functools
def timed(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return (fn(*a, **k), unit)
    return wrapper
def kernel(x):
    """Doc."""
    return x * 2
kernel.op = "mul"
wrapped = timed(kernel)
kernel.later = True
r_op = wrapped.op
r_later = hasattr(wrapped, "later")
r_name = (wrapped.__name__, wrapped.__doc__, wrapped.__qualname__)
r_call = wrapped(4)
wrapped.op = "changed"
r_orig_op = kernel.op
r_wrapped_is = wrapped.__wrapped__ is kernel
double = timed(wrapped)
r_chain = double.__wrapped__.__wrapped__ is kernel
r_double = double(1)
r_unwrap = __import__("inspect").unwrap(double) is kernel
