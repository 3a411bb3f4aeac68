# probe: from m import * follows __all__: a name it lacks is AttributeError, a submodule is imported
# inputs
k = 1
# body
try:
    from bad import *
    r_err = None
except AttributeError as e:
    r_err = type(e).__name__
from pk import *
r_sub = sub.V + k
