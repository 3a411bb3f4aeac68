# probe: `import pkg.sub as c` binds pkg's attribute `sub` (rebound to a string by the package), not the submodule; `from pkg import sub` the same; sys.modules keeps the submodule
# inputs
n = 2
# body
import pkg.sub as c
r_as = c
from pkg import sub
r_from = sub
import pkg.sub
r_attr = pkg.sub * n
import sys
r_mod_v = sys.modules["pkg.sub"].V
