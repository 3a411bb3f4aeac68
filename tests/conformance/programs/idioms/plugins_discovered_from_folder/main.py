# probe: a package importing every module of its folder (sorted listdir, relative import_module with __name__) at import: the registry's order follows the sorted names; private modules skipped
# inputs
k = 1
# body
import plugins
from plugins.base import REG
r_found = plugins.FOUND
r_reg = list(REG.items())
r_attrs = [hasattr(plugins, n) for n in ("a_plugin", "b_plugin", "base")]
r_k = k
