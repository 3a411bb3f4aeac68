# probe: lru_cache over unhashable arguments raises TypeError before running; nested unhashable inside a tuple; an exception is not cached (the body runs again); maxsize=0 does not hash
# inputs
bad = [1, 2]
# body
from functools import lru_cache
runs = []
@lru_cache(maxsize=8)
def f(x):
    runs.append("f")
    if x == 0:
        raise ValueError(x)
    return x
def err(thunk):
    try:
        return thunk()
    except (TypeError, ValueError) as e:
        return type(e).__name__
r_list = err(lambda: f(bad))
r_dict = err(lambda: f({}))
r_nested = err(lambda: f((1, bad)))
r_runs_after_bad = list(runs)
r_zero1 = err(lambda: f(0))
r_zero2 = err(lambda: f(0))
r_runs = len(runs)
@lru_cache(maxsize=0)
def g(x):
    return len(x)
r_g = err(lambda: g(bad))
r_kw_bad = err(lambda: f(x=bad))
