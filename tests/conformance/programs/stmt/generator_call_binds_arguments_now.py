# probe: calling a generator function binds its arguments at once (a bad call raises TypeError at the call, not at the first next), evaluates nothing of the body until next, and defaults are the def's
# inputs
v = 2
# body
log = []
def gen(a, b=v, *, k):
    log.append(("body", a, b, k))
    yield a + b + k
def attempt(thunk):
    try:
        thunk()
        return "created"
    except TypeError as e:
        return type(e).__name__
r_missing = attempt(lambda: gen(1))
r_too_many = attempt(lambda: gen(1, 2, 3, k=0))
r_unexpected = attempt(lambda: gen(1, k=0, z=1))
r_ok = attempt(lambda: gen(1, k=0))
r_log_after_calls = list(log)
g = gen(1, k=10)
r_before_next = list(log)
r_first = next(g)
r_after_next = list(log)
def gen_args_evaluated():
    log.append("args evaluated")
    return 5
log.clear()
g2 = gen(gen_args_evaluated(), k=0)
r_args_now = list(log)
r_second = list(g2)
class Holder:
    def items(self, n):
        yield from range(n)
r_method_missing = attempt(lambda: Holder().items())
import contextlib
@contextlib.contextmanager
def managed(name):
    log.append("enter " + name)
    yield name
r_contextmanager_missing = attempt(lambda: managed())
