# probe: a package that imports its submodule then deletes the name: `import pkg.sub` does not bind it again (sys.modules has it), so pkg.sub is AttributeError; `import pkg.sub as s` and `from pkg import sub` still find it through sys.modules
# inputs
k = 1
# body
import pkg.sub
r_value = pkg.VALUE + k
r_has = hasattr(pkg, "sub")
try:
    r_attr = pkg.sub.V
except AttributeError as e:
    r_attr = type(e).__name__
import pkg.sub as s
r_as = s.V
from pkg import sub
r_from = sub.V
r_has_after = hasattr(pkg, "sub")
