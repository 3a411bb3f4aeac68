# probe: a relative import in main (run with no package) is ImportError, even when a sibling module of that name exists; the absolute import works
# inputs
k = 1
# body
try:
    from .helper import X
    r_rel = X
except ImportError as e:
    r_rel = type(e).__name__
try:
    from . import helper
    r_rel2 = helper.X
except ImportError as e:
    r_rel2 = type(e).__name__
from helper import X as Y
r_abs = Y + k
