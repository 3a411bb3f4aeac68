# probe: lru_cache keys: 1, 1.0 and True are equal keys as tuples but 1 alone is its own key; 0.0 and -0.0 share a key; a result kept is returned for the equal argument
# inputs
x = 1
# body
from functools import lru_cache, cache
runs = []
@cache
def ident(v):
    runs.append(v)
    return repr(v)
r_float_first = ident(float(x))
r_true = ident(x == 1)
r_int = ident(x)
r_runs = [type(v).__name__ for v in runs]
runs.clear()
r_zero = ident(0.0)
r_negzero = ident(-0.0)
r_false = ident(False)
r_zero_runs = len(runs)
@lru_cache(maxsize=None)
def pair(a, b=0):
    runs.append((a, b))
    return a + b
runs.clear()
r_pair = (pair(1, 2), pair(1, b=2), pair(a=1, b=2), pair(b=2, a=1), pair(1.0, 2))
r_pair_runs = len(runs)
