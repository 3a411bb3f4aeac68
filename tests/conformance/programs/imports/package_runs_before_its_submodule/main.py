# probe: `import pk.sub` runs the package `pk` first, then `pk.sub`, then binds `sub` in `pk`; a submodule nobody imported is no attribute of its package; an import on a path not taken changes nothing of the other modules
# inputs
k = 2
# body
import logm
from logm import LOG
import pk.sub
r_order = list(LOG)
r_count = logm.COUNT
r_sees = pk.sub.SEES_PARENT
from pk import sub
r_same = sub is pk.sub
r_in_package = "sub" in vars(pk)
try:
    r_other = pk.other.X
except AttributeError:
    r_other = "AttributeError"
from pk import other
r_other_after = (other.X, pk.other.X)
r_log = list(LOG)
