# probe: a retry decorator keeping attempts in a closure: the wrapped function fails a set number of times then succeeds; retries exhausted re-raise the last error; exceptions not listed pass through at once
# inputs
fail_times = 2
max_tries = 3
# body
def retry(tries, on=(ValueError,)):
    def deco(f):
        def wrapper(*a, **k):
            last = None
            for attempt in range(1, tries + 1):
                try:
                    return (attempt, f(*a, **k))
                except on as e:
                    last = e
            raise last
        return wrapper
    return deco
def flaky_factory(n_fail):
    state = {"calls": 0}
    def flaky(x):
        state["calls"] += 1
        if state["calls"] <= n_fail:
            raise ValueError(state["calls"])
        return x * 10
    return flaky, state
flaky, state = flaky_factory(fail_times)
r_ok = retry(max_tries)(flaky)(4)
r_calls = state["calls"]
always, st2 = flaky_factory(99)
try:
    retry(max_tries)(always)(1)
except ValueError as e:
    r_exhausted = (e.args[0], st2["calls"])
def wrong_kind(x):
    raise KeyError(x)
try:
    retry(max_tries)(wrong_kind)("k")
except KeyError as e:
    r_passthrough = e.args[0]
@retry(1, on=(KeyError, ValueError))
def once(x):
    return x
r_once = once("fine")
