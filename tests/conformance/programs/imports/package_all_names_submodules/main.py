# probe: a package's __all__ naming submodules: `from pkg import *` imports them and binds them; one not listed is neither imported nor bound
# inputs
k = 1
# body
from pkg import *
r_ab = alpha.A + beta.B
r_const = CONST + k
import sys
r_gamma = "pkg.gamma" in sys.modules
r_gamma_bound = "gamma" in dir()
import pkg
r_pkg_attrs = sorted(n for n in ("alpha", "beta", "gamma") if hasattr(pkg, n))
