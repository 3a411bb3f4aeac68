# probe: lru_cache(typed=True): 1, 1.0 and True are three keys; typed=False: 1.0 and True share; what the function returned for each
# inputs
one = 1
# body
from functools import lru_cache
runs = []
@lru_cache(maxsize=None, typed=True)
def t(x):
    runs.append(type(x).__name__)
    return type(x).__name__
r_typed = [t(one), t(float(one)), t(one == 1), t(one)]
r_typed_runs = list(runs)
runs.clear()
@lru_cache(maxsize=None, typed=False)
def u(x):
    runs.append(type(x).__name__)
    return type(x).__name__
r_untyped = [u(float(one)), u(one == 1), u(one)]
r_untyped_runs = list(runs)
