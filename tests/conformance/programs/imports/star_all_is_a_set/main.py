# probe: `from m import *` where __all__ is a set: not a sequence, TypeError, nothing bound
# inputs
k = 1
# body
try:
    from setall import *
    r_set = "ok"
except TypeError as e:
    r_set = type(e).__name__
r_s_bound = "s" in dir()
