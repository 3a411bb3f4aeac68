# probe: a circular import inside a package: a submodule importing a name from the package before the package defines it (ImportError, the failed submodule not kept), one after (works); a second import attempt of the failed one
# inputs
again = "pkg.scenarios"
# body
import sys
import pkg
r_log = list(pkg.LOG)
r_registry = dict(pkg.REGISTRY)
r_failed_kept = "pkg.scenarios" in sys.modules
r_late_kept = "pkg.late" in sys.modules
r_has_attr = hasattr(pkg, "scenarios")
import importlib
m = importlib.import_module(again)
r_registry_after = dict(pkg.REGISTRY)
r_same_dict = m.REGISTRY is pkg.REGISTRY
