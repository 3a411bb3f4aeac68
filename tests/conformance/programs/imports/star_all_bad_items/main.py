# probe: `from m import *` where __all__ holds a non-str item: TypeError, the names before it bound; a tuple __all__ works
# inputs
base = 100
# body
try:
    from intall import *
    r_int = "ok"
except TypeError as e:
    r_int = type(e).__name__
r_a_bound = "a" in dir()
r_b_bound = "b" in dir()
from tupleall import *
r_u = u + base
r_t_bound = "t" in dir()
